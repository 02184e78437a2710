import type { ComponentDescriptor, RuleChainMetaData, RuleNodeDraft } from '@fleetdeck/model';
import { mdiContentSave, mdiFitToPage, mdiRedo, mdiUndo } from '@mdi/js';
import { Alert, Box, IconButton, Stack, Toolbar, Tooltip, Typography, useTheme } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  MiniMap,
  type NodeTypes,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { type DragEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { useUnsavedChangesGuard } from '../../../entities/useUnsavedChangesGuard';
import { type ChainGraph, edgeId, INPUT_NODE_ID, metadataToGraph } from './chain-graph';
import { copyNodes, pasteNodes, readCopiedNodes, storeCopiedNodes } from './clipboard';
import { type FlowEdge, type FlowNode, fromFlow, toFlow, toFlowEdge, toFlowNode } from './flow-elements';
import { LinkLabelsDialog } from './LinkLabelsDialog';
import { NodeDialog } from './NodeDialog';
import { NodePalette } from './NodePalette';
import { NODE_COLOURS } from './node-style';
import { PALETTE_DRAG_TYPE } from './palette';
import { RuleNodeView } from './RuleNodeView';
import { useChainHistory } from './useChainHistory';
import { useEditorShortcuts } from './useEditorShortcuts';
import { useLeaveWarning } from './useLeaveWarning';

const NODE_TYPES: NodeTypes = { ruleNode: RuleNodeView };

interface RuleChainEditorProps {
  name: string;
  initial: ChainGraph;
  components: readonly ComponentDescriptor[];
  /** a chain not stored yet (an imported one): there is something to save before any edit */
  unsaved?: boolean;
  /** stores the canvas; answers the metadata as stored */
  saveGraph(graph: ChainGraph): Promise<RuleChainMetaData>;
  onSaved?(metadata: RuleChainMetaData): void;
}

/** A node being added (with its place on the canvas) or edited (with its id). */
type NodeEditing = { node: RuleNodeDraft; descriptor?: ComponentDescriptor } & (
  | { adding: true; position: { x: number; y: number } }
  | { adding: false; id: string }
);

/** A connection waiting for its relation types, or an existing one whose types are changed. */
interface LinkEditing {
  source: string;
  target: string;
  options: string[];
  labels: string[];
}

/**
 * The chain editor: the palette, the canvas with the input node and the chain's nodes, and the toolbar. Every change
 * stays on the canvas until Save writes the whole metadata; a save the server refuses shows its message and keeps
 * the edits.
 */
export function RuleChainEditor({ name, initial, components, unsaved, saveGraph, onSaved }: RuleChainEditorProps) {
  const { t } = useTranslation();
  const colorMode = useTheme().palette.mode;
  const flow = useReactFlow<FlowNode, FlowEdge>();
  const chain = useChainHistory(initial);
  const { nodes, edges, setNodes, setEdges, record } = chain;
  const [editingNode, setEditingNode] = useState<NodeEditing | null>(null);
  const [editingLink, setEditingLink] = useState<LinkEditing | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const dirty = chain.dirty || unsaved === true;
  const guard = useUnsavedChangesGuard(dirty);
  useLeaveWarning(dirty);
  const byClazz = useMemo(() => new Map(components.map((component) => [component.clazz, component])), [components]);

  const save = useMutation({
    mutationFn: () => saveGraph(fromFlow(nodes, edges)),
    meta: { suppressErrors: true },
    onMutate: () => setSaveError(null),
    onSuccess: (metadata) => {
      chain.reset(metadataToGraph(metadata, components));
      onSaved?.(metadata);
    },
    onError: (error) => setSaveError(error instanceof Error ? error.message : String(error)),
  });

  const copy = () => {
    const selected = new Set(nodes.filter((node) => node.selected).map((node) => node.id));
    const copied = copyNodes(fromFlow(nodes, edges), selected);
    if (copied) storeCopiedNodes(copied);
    return copied !== null;
  };

  // the pasted nodes (copied here or in another chain) come in selected, as one step of the undo stack
  const paste = () => {
    const copied = readCopiedNodes();
    if (!copied) return false;
    const newId = () => `new-${crypto.randomUUID()}`;
    const { graph, pastedIds } = pasteNodes(fromFlow(nodes, edges), copied, byClazz, newId);
    const pasted = new Set(pastedIds);
    const shown = toFlow(graph, nodes);
    setNodes(shown.nodes.map((node) => ({ ...node, selected: pasted.has(node.id) })));
    setEdges(shown.edges);
    record();
    return true;
  };

  useEditorShortcuts({
    enabled: editingNode === null && editingLink === null,
    undo: chain.undo,
    redo: chain.redo,
    save: () => dirty && save.mutate(),
    copy,
    paste,
  });

  const relationOptions = useCallback(
    (source: string) => {
      const node = nodes.find((candidate) => candidate.id === source);
      return node?.data.descriptor?.configurationDescriptor.nodeDefinition.relationTypes ?? ['Success', 'Failure'];
    },
    [nodes],
  );

  const connect = (connection: Connection) => {
    if (connection.source === INPUT_NODE_ID) {
      // a chain has one first node: connecting the input again moves its entry
      setEdges((current) => [
        ...current.filter((edge) => edge.source !== INPUT_NODE_ID),
        toFlowEdge({ id: edgeId(INPUT_NODE_ID, connection.target), ...connection, labels: [] }),
      ]);
      record();
      return;
    }
    const existing = edges.find((edge) => edge.source === connection.source && edge.target === connection.target);
    setEditingLink({
      source: connection.source,
      target: connection.target,
      options: relationOptions(connection.source),
      labels: existing?.data?.labels ?? [],
    });
  };

  const confirmLink = (labels: string[]) => {
    if (!editingLink) return;
    const { source, target } = editingLink;
    setEdges((current) => [
      ...current.filter((edge) => !(edge.source === source && edge.target === target)),
      toFlowEdge({ id: edgeId(source, target), source, target, labels }),
    ]);
    record();
    setEditingLink(null);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    const clazz = event.dataTransfer.getData(PALETTE_DRAG_TYPE);
    const descriptor = byClazz.get(clazz);
    if (!descriptor) return;
    const position = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
    const definition = descriptor.configurationDescriptor.nodeDefinition;
    setEditingNode({
      adding: true,
      position,
      descriptor,
      node: {
        type: clazz,
        name: '',
        debugMode: false,
        configuration: structuredClone(definition.defaultConfiguration),
        additionalInfo: { description: '' },
      },
    });
  };

  const confirmNode = (ruleNode: RuleNodeDraft) => {
    if (!editingNode) return;
    if (editingNode.adding) {
      const descriptor = editingNode.descriptor;
      setNodes((current) => [
        ...current.map((node) => ({ ...node, selected: false })),
        {
          ...toFlowNode({
            id: `new-${crypto.randomUUID()}`,
            position: editingNode.position,
            kind: descriptor?.type ?? 'UNKNOWN',
            ruleNode,
            descriptor,
          }),
          selected: true,
        },
      ]);
    } else {
      const id = editingNode.id;
      setNodes((current) =>
        current.map((node) => (node.id === id ? { ...node, data: { ...node.data, ruleNode } } : node)),
      );
    }
    record();
    setEditingNode(null);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 64px)', minHeight: 480 }}>
      <Toolbar variant="dense" sx={{ gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h1" noWrap sx={{ flex: 1 }}>
          {name}
          {dirty && ' *'}
        </Typography>
        <ToolbarButton label="rulechain.undo" icon={mdiUndo} disabled={!chain.canUndo} onClick={chain.undo} />
        <ToolbarButton label="rulechain.redo" icon={mdiRedo} disabled={!chain.canRedo} onClick={chain.redo} />
        <ToolbarButton label="rulechain.fit" icon={mdiFitToPage} onClick={() => flow.fitView()} />
        <ToolbarButton
          label="rulechain.save"
          icon={mdiContentSave}
          disabled={!dirty || save.isPending}
          onClick={() => save.mutate()}
        />
      </Toolbar>
      {saveError && (
        <Alert severity="error" role="alert" onClose={() => setSaveError(null)}>
          {t('rulechain.save-failed', { message: saveError })}
        </Alert>
      )}
      <Stack direction="row" sx={{ flex: 1, minHeight: 0 }}>
        <NodePalette components={components} />
        <Box
          sx={{ flex: 1, minWidth: 0 }}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
          }}
          onDrop={drop}
        >
          <ReactFlow<FlowNode, FlowEdge>
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            colorMode={colorMode}
            onNodesChange={(changes) => setNodes((current) => applyNodeChanges(changes, current))}
            onEdgesChange={(changes) => setEdges((current) => applyEdgeChanges(changes, current))}
            onNodeDragStop={record}
            onDelete={record}
            onConnect={connect}
            isValidConnection={(connection) =>
              connection.source !== connection.target && connection.target !== INPUT_NODE_ID
            }
            onNodeDoubleClick={(_event, node) =>
              node.data.ruleNode &&
              setEditingNode({ adding: false, id: node.id, node: node.data.ruleNode, descriptor: node.data.descriptor })
            }
            onEdgeDoubleClick={(_event, edge) =>
              edge.source !== INPUT_NODE_ID &&
              setEditingLink({
                source: edge.source,
                target: edge.target,
                options: relationOptions(edge.source),
                labels: edge.data?.labels ?? [],
              })
            }
            deleteKeyCode={['Delete', 'Backspace']}
            multiSelectionKeyCode={['Control', 'Meta', 'Shift']}
            fitView
            proOptions={{ hideAttribution: true }}
          >
            <Background />
            <Controls showInteractive={false} />
            <MiniMap pannable zoomable nodeColor={(node) => NODE_COLOURS[(node as FlowNode).data.kind]} />
          </ReactFlow>
        </Box>
      </Stack>
      <NodeDialog
        node={editingNode?.node ?? null}
        descriptor={editingNode?.descriptor}
        adding={editingNode?.adding ?? false}
        onCancel={() => setEditingNode(null)}
        onConfirm={confirmNode}
      />
      <LinkLabelsDialog
        options={editingLink?.options ?? null}
        labels={editingLink?.labels ?? []}
        onCancel={() => setEditingLink(null)}
        onConfirm={confirmLink}
      />
      {guard.dialog}
    </Box>
  );
}

function ToolbarButton(props: { label: string; icon: string; disabled?: boolean; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(props.label)}>
      <span>
        <IconButton aria-label={t(props.label)} disabled={props.disabled} onClick={props.onClick}>
          <MdiIcon path={props.icon} />
        </IconButton>
      </span>
    </Tooltip>
  );
}

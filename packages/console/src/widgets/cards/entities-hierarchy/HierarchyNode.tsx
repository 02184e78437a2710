import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, CircularProgress, IconButton } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { sanitizeHtml } from '../../sanitize-html';
import type { WidgetContext } from '../../widget-context';
import { childNodes } from './child-nodes';
import { NodeIcon } from './NodeIcon';
import { type NodeContext, nodeLook, relationQuery, sortNodes } from './node-functions';
import type { EntitiesHierarchySettings } from './settings';

export interface HierarchyNodeProps {
  node: NodeContext;
  settings: EntitiesHierarchySettings;
  context: WidgetContext;
  selectedId: string | null;
  onSelect(node: NodeContext): void;
}

/** One node of the tree: its icon and text, and its children, read from the server when it is first expanded. */
export function HierarchyNode({ node, settings, context, selectedId, onSelect }: HierarchyNodeProps) {
  const call = context.callFunction;
  const look = useMemo(() => nodeLook(call, settings, node), [call, settings, node]);
  const [expanded, setExpanded] = useState(look.hasChildren && look.opened);
  const [children, setChildren] = useState<NodeContext[] | null>(null);

  useEffect(() => {
    if (!expanded || children !== null) return;
    let current = true;
    const query = relationQuery(call, settings, node);
    context.relations.findInfos(query).then(
      (relations) => current && setChildren(sortNodes(call, settings, childNodes(node, query, relations))),
      // a node whose children cannot be read shows none, as the platform's tree ignores the error
      () => current && setChildren([]),
    );
    return () => {
      current = false;
    };
  }, [expanded, children, call, settings, node, context.relations]);

  const leaf = !look.hasChildren || children?.length === 0;
  const html = useMemo(() => sanitizeHtml(look.text), [look.text]);
  const selected = selectedId === node.entity.id.id;
  return (
    <Box
      component="li"
      role="treeitem"
      aria-expanded={leaf ? undefined : expanded}
      aria-selected={selected}
      aria-disabled={look.disabled || undefined}
      sx={{ listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 28 }}>
        {leaf ? (
          <Box sx={{ width: 28 }} />
        ) : (
          <IconButton
            size="small"
            aria-label={node.entity.name}
            onClick={() => setExpanded((value) => !value)}
            sx={{ p: 0.25 }}
          >
            {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        )}
        <Box
          onClick={() => !look.disabled && onSelect(node)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            px: 0.5,
            borderRadius: 1,
            cursor: look.disabled ? 'default' : 'pointer',
            color: look.disabled ? 'text.disabled' : 'text.primary',
            bgcolor: selected ? 'action.selected' : 'transparent',
            '&:hover': look.disabled ? {} : { bgcolor: 'action.hover' },
          }}
        >
          <NodeIcon icon={look.icon} />
          <span
            data-testid="node-text"
            // sanitised: the text function's HTML without scripts or event handlers
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the platform's node text is HTML by design
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </Box>
        {expanded && children === null ? <CircularProgress size={14} /> : null}
      </Box>
      {expanded && children && children.length > 0 ? (
        <Box component="ul" role="group" sx={{ m: 0, pl: 2.5 }}>
          {children.map((child) => (
            <HierarchyNode
              key={child.entity.id.id}
              node={child}
              settings={settings}
              context={context}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

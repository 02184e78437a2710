import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { HierarchyNode } from './HierarchyNode';
import { type NodeContext, sortNodes } from './node-functions';
import { rootNodes } from './root-nodes';
import type { EntitiesHierarchySettings } from './settings';

/**
 * The platform's "Entities hierarchy": the widget's entities as roots of a tree whose children are found by a
 * relations query per node, read when a node is expanded. The node functions of the settings run in the
 * dashboard's sandbox; selecting a node fires the `nodeSelected` actions with its entity.
 */
export function EntitiesHierarchy({ config, data, entities, context }: WidgetProps<EntitiesHierarchySettings>) {
  const settings = config.settings;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const call = context?.callFunction;
  const roots = useMemo(
    () => (call ? sortNodes(call, settings, rootNodes(entities ?? [], data)) : []),
    [call, settings, entities, data],
  );
  if (!context) return null;

  const select = (node: NodeContext) => {
    setSelectedId(node.entity.id.id);
    if (context.isEdit) return;
    const entity = { id: node.entity.id, name: node.entity.name, label: node.entity.label };
    for (const action of context.actions.descriptors('nodeSelected')) context.actions.run(action, { entity });
  };

  return (
    <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto', p: 0.5 }}>
      <Box component="ul" role="tree" sx={{ m: 0, p: 0 }}>
        {roots.map((root) => (
          <HierarchyNode
            key={root.entity.id.id}
            node={root}
            settings={settings}
            context={context}
            selectedId={selectedId}
            onSelect={select}
          />
        ))}
      </Box>
    </Box>
  );
}

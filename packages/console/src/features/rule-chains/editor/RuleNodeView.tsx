import { Box, Typography } from '@mui/material';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { FlowNode } from './flow-elements';
import { KIND_LABELS, NODE_COLOURS } from './node-style';

/**
 * A node on the canvas in its kind's colour: an input connector on the left when its kind takes messages, an output
 * connector on the right when it sends them on. The input pseudo node only sends.
 */
export function RuleNodeView({ data, selected }: NodeProps<FlowNode>) {
  const { t } = useTranslation();
  const input = data.kind === 'INPUT';
  const definition = data.descriptor?.configurationDescriptor.nodeDefinition;
  const inEnabled = !input && (definition?.inEnabled ?? true);
  const outEnabled = input || (definition?.outEnabled ?? true);
  const name = input ? t('rulenode.input') : (data.ruleNode?.name ?? '');
  return (
    <Box
      data-testid="rule-node"
      aria-label={name}
      sx={{
        bgcolor: NODE_COLOURS[data.kind],
        border: 1,
        borderColor: selected ? 'primary.main' : 'rgba(0, 0, 0, 0.3)',
        boxShadow: selected ? 3 : 0,
        borderRadius: 1,
        px: 1.5,
        py: 0.75,
        minWidth: 150,
        maxWidth: 220,
        color: 'rgba(0, 0, 0, 0.87)',
      }}
    >
      {inEnabled && <Handle type="target" position={Position.Left} />}
      <Typography variant="caption" component="div" sx={{ opacity: 0.7 }}>
        {input ? t(KIND_LABELS.INPUT) : (data.descriptor?.name ?? t(KIND_LABELS.UNKNOWN))}
      </Typography>
      <Typography variant="body2" component="div" noWrap sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      {outEnabled && <Handle type="source" position={Position.Right} />}
    </Box>
  );
}

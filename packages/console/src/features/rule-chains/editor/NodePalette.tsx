import type { ComponentDescriptor } from '@fleetdeck/model';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_LABELS, NODE_COLOURS } from './node-style';
import { PALETTE_DRAG_TYPE, paletteSections } from './palette';

/** The node kinds to drag onto the canvas, grouped by type, with a search by name. */
export function NodePalette({ components }: { components: readonly ComponentDescriptor[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const sections = useMemo(() => paletteSections(components, search), [components, search]);
  const toggle = (type: string, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(type);
      else next.delete(type);
      return next;
    });
  return (
    <Box
      component="aside"
      aria-label={t('rulenode.palette')}
      sx={{ width: 240, flexShrink: 0, overflowY: 'auto', borderRight: 1, borderColor: 'divider', p: 1 }}
    >
      <TextField
        size="small"
        fullWidth
        label={t('rulenode.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 1 }}
      />
      {sections.map((section) => (
        <Accordion
          key={section.type}
          // while searching every section with a match is open, so the matches show at once
          expanded={search.trim() !== '' || open.has(section.type)}
          onChange={(_event, expanded) => toggle(section.type, expanded)}
          disableGutters
        >
          <AccordionSummary>
            <Typography variant="subtitle2">{t(KIND_LABELS[section.type])}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={0.75}>
              {section.components.map((component) => (
                <Tooltip key={component.clazz} title={component.configurationDescriptor.nodeDefinition.description}>
                  <Box
                    role="listitem"
                    aria-label={component.name}
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer.setData(PALETTE_DRAG_TYPE, component.clazz);
                      event.dataTransfer.effectAllowed = 'move';
                    }}
                    sx={{
                      bgcolor: NODE_COLOURS[component.type],
                      border: 1,
                      borderColor: 'rgba(0, 0, 0, 0.3)',
                      borderRadius: 1,
                      px: 1,
                      py: 0.5,
                      cursor: 'grab',
                      color: 'rgba(0, 0, 0, 0.87)',
                    }}
                  >
                    <Typography variant="body2">{component.name}</Typography>
                  </Box>
                </Tooltip>
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

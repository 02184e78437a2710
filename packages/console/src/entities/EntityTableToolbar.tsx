import { mdiDelete, mdiFileDelimited, mdiPlus, mdiRefresh } from '@mdi/js';
import { Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../components/icons/MdiIcon';

/** A header button: message key, icon path and what it does. */
export interface ToolbarButton {
  id: string;
  label: string;
  icon: string;
  onClick(): void;
}

interface EntityTableToolbarProps {
  title: string;
  addLabel: string;
  selectedCount: number;
  disabled: boolean;
  /** no add button and no bulk delete */
  readOnly?: boolean;
  /** shown between the title and the buttons */
  filter?: ReactNode;
  /** further buttons beside add (import, …) */
  listButtons?: ToolbarButton[];
  /** buttons for the selected rows, before bulk delete */
  selectionButtons?: ToolbarButton[];
  onAdd(): void;
  onRefresh(): void;
  onExport(): void;
  onDeleteSelected(): void;
}

/** The list header: title and actions, or the selection count and bulk delete while rows are selected. */
export function EntityTableToolbar(props: EntityTableToolbarProps) {
  const { t } = useTranslation();
  const { selectedCount, disabled } = props;
  if (selectedCount > 0) {
    return (
      <Toolbar sx={{ bgcolor: 'action.selected' }}>
        <Typography sx={{ flex: 1 }}>{t('entity.selected-entities', { count: selectedCount })}</Typography>
        {props.selectionButtons?.map((button) => (
          <Tooltip key={button.id} title={t(button.label)}>
            <span>
              <IconButton onClick={button.onClick} disabled={disabled} aria-label={t(button.label)}>
                <MdiIcon path={button.icon} />
              </IconButton>
            </span>
          </Tooltip>
        ))}
        {!props.readOnly && (
          <Tooltip title={t('action.delete')}>
            <span>
              <IconButton onClick={props.onDeleteSelected} disabled={disabled} aria-label={t('entity.delete-selected')}>
                <MdiIcon path={mdiDelete} />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Toolbar>
    );
  }
  const action = (label: string, icon: string, onClick: () => void) => (
    <Tooltip title={label}>
      <span>
        <IconButton onClick={onClick} disabled={disabled} aria-label={label}>
          <MdiIcon path={icon} />
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Toolbar>
      <Typography variant="h6" component="h2" noWrap sx={{ flex: props.filter ? undefined : 1, minWidth: 0, mr: 2 }}>
        {props.title}
      </Typography>
      {props.filter && <Box sx={{ flex: 1, minWidth: 0, maxWidth: 320 }}>{props.filter}</Box>}
      {props.filter && <Box sx={{ flex: 1 }} />}
      <Box sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {!props.readOnly && action(props.addLabel, mdiPlus, props.onAdd)}
        {props.listButtons?.map((button) => (
          <Box component="span" key={button.id}>
            {action(t(button.label), button.icon, button.onClick)}
          </Box>
        ))}
        {action(t('action.export-csv'), mdiFileDelimited, props.onExport)}
        {action(t('action.refresh'), mdiRefresh, props.onRefresh)}
      </Box>
    </Toolbar>
  );
}

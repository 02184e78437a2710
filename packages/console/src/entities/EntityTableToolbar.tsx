import { mdiDelete, mdiFileDelimited, mdiPlus, mdiRefresh } from '@mdi/js';
import { Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../components/icons/MdiIcon';

interface EntityTableToolbarProps {
  title: string;
  addLabel: string;
  selectedCount: number;
  disabled: boolean;
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
        <Tooltip title={t('action.delete')}>
          <span>
            <IconButton onClick={props.onDeleteSelected} disabled={disabled} aria-label={t('entity.delete-selected')}>
              <MdiIcon path={mdiDelete} />
            </IconButton>
          </span>
        </Tooltip>
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
      <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
        {props.title}
      </Typography>
      <Box>
        {action(props.addLabel, mdiPlus, props.onAdd)}
        {action(t('action.export-csv'), mdiFileDelimited, props.onExport)}
        {action(t('action.refresh'), mdiRefresh, props.onRefresh)}
      </Box>
    </Toolbar>
  );
}

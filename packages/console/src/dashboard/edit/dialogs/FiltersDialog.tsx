import type { DashboardConfiguration, DashboardFilter } from '@fleetdeck/model';
import { mdiDelete, mdiPencil, mdiPlus } from '@mdi/js';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { putFilter, removeFilter, widgetsUsingFilter, withFilters } from './dashboard-filters';
import { FilterDialog } from './FilterDialog';

export interface FiltersDialogProps {
  configuration: DashboardConfiguration;
  onApply(next: DashboardConfiguration): void;
  onClose(): void;
}

interface RefusedDelete {
  filter: string;
  widgets: string[];
}

/** The dashboard's filters: listed, added, edited and deleted, applied together or not at all. */
export function FiltersDialog({ configuration, onApply, onClose }: FiltersDialogProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(configuration.filters ?? {});
  // undefined: no editor open; null: adding
  const [edited, setEdited] = useState<DashboardFilter | null | undefined>(undefined);
  const [refused, setRefused] = useState<RefusedDelete | null>(null);
  const remove = (filter: DashboardFilter) => {
    const widgets = widgetsUsingFilter(configuration, filter.id);
    if (widgets.length > 0) setRefused({ filter: filter.filter, widgets });
    else setFilters(removeFilter(filters, filter.id));
  };
  const list = Object.values(filters);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="filters-dialog-title">
      <DialogTitle id="filters-dialog-title">{t('filter.filters')}</DialogTitle>
      <DialogContent>
        {list.length === 0 ? (
          <Typography color="text.secondary">{t('filter.no-filters-found')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('filter.name')}</TableCell>
                <TableCell>{t('filter.editable')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((filter) => (
                <TableRow key={filter.id}>
                  <TableCell>{filter.filter}</TableCell>
                  <TableCell>{t(filter.editable ? 'action.yes' : 'action.no')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('filter.edit-named', { filter: filter.filter })}
                      onClick={() => setEdited(filter)}
                    >
                      <MdiIcon path={mdiPencil} />
                    </IconButton>
                    <IconButton
                      aria-label={t('filter.delete-named', { filter: filter.filter })}
                      onClick={() => remove(filter)}
                    >
                      <MdiIcon path={mdiDelete} />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Button startIcon={<MdiIcon path={mdiPlus} />} sx={{ mt: 2 }} onClick={() => setEdited(null)}>
          {t('filter.add')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={() => onApply(withFilters(configuration, filters))}>
          {t('action.apply')}
        </Button>
      </DialogActions>
      {edited !== undefined && (
        <FilterDialog
          filter={edited}
          filters={filters}
          onSave={(filter) => {
            setFilters(putFilter(filters, filter));
            setEdited(undefined);
          }}
          onClose={() => setEdited(undefined)}
        />
      )}
      <Dialog open={refused !== null} onClose={() => setRefused(null)} aria-labelledby="filter-in-use-title">
        <DialogTitle id="filter-in-use-title">{t('filter.unable-delete-filter-title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {refused &&
              t('filter.unable-delete-filter-text', {
                filter: refused.filter,
                widgetsList: refused.widgets.join(', '),
              })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRefused(null)} autoFocus>
            {t('action.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}

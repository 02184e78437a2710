import type { DashboardConfiguration, EntityAlias } from '@fleetdeck/model';
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
import { filterTypeLabel } from './alias-filter';
import { EntityAliasDialog } from './EntityAliasDialog';
import { putAlias, removeAlias, widgetsUsingAlias, withEntityAliases } from './entity-aliases';

export interface EntityAliasesDialogProps {
  configuration: DashboardConfiguration;
  onApply(next: DashboardConfiguration): void;
  onClose(): void;
}

interface RefusedDelete {
  alias: string;
  widgets: string[];
}

/** The dashboard's entity aliases: listed, added, edited and deleted, applied together or not at all. */
export function EntityAliasesDialog({ configuration, onApply, onClose }: EntityAliasesDialogProps) {
  const { t } = useTranslation();
  const [aliases, setAliases] = useState(configuration.entityAliases ?? {});
  // undefined: no editor open; null: adding
  const [edited, setEdited] = useState<EntityAlias | null | undefined>(undefined);
  const [refused, setRefused] = useState<RefusedDelete | null>(null);
  const remove = (alias: EntityAlias) => {
    const widgets = widgetsUsingAlias(configuration, alias.id);
    if (widgets.length > 0) setRefused({ alias: alias.alias, widgets });
    else setAliases(removeAlias(aliases, alias.id));
  };
  const list = Object.values(aliases);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="entity-aliases-dialog-title">
      <DialogTitle id="entity-aliases-dialog-title">{t('alias.aliases')}</DialogTitle>
      <DialogContent>
        {list.length === 0 ? (
          <Typography color="text.secondary">{t('alias.no-entity-aliases')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('alias.name')}</TableCell>
                <TableCell>{t('alias.filter-type')}</TableCell>
                <TableCell>{t('alias.resolve-multiple')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((alias) => (
                <TableRow key={alias.id}>
                  <TableCell>{alias.alias}</TableCell>
                  <TableCell>{t(filterTypeLabel(alias.filter.type))}</TableCell>
                  <TableCell>{t(alias.filter.resolveMultiple ? 'action.yes' : 'action.no')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('alias.edit-named', { alias: alias.alias })}
                      onClick={() => setEdited(alias)}
                    >
                      <MdiIcon path={mdiPencil} />
                    </IconButton>
                    <IconButton
                      aria-label={t('alias.delete-named', { alias: alias.alias })}
                      onClick={() => remove(alias)}
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
          {t('alias.add')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={() => onApply(withEntityAliases(configuration, aliases))}>
          {t('action.apply')}
        </Button>
      </DialogActions>
      {edited !== undefined && (
        <EntityAliasDialog
          alias={edited}
          aliases={aliases}
          onSave={(alias) => {
            setAliases(putAlias(aliases, alias));
            setEdited(undefined);
          }}
          onClose={() => setEdited(undefined)}
        />
      )}
      <Dialog open={refused !== null} onClose={() => setRefused(null)} aria-labelledby="alias-in-use-title">
        <DialogTitle id="alias-in-use-title">{t('alias.unable-delete-entity-alias-title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {refused &&
              t('alias.unable-delete-entity-alias-text', {
                entityAlias: refused.alias,
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

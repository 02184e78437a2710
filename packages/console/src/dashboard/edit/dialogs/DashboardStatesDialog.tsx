import type { DashboardConfiguration } from '@fleetdeck/model';
import { mdiDelete, mdiHomeOutline, mdiPencil, mdiPlus } from '@mdi/js';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { DashboardStateDialog, type StateEdit } from './DashboardStateDialog';
import {
  addState,
  changeStateId,
  deleteState,
  renameState,
  setRootState,
  stateDeleteRefusal,
} from './dashboard-states';

export interface DashboardStatesDialogProps {
  configuration: DashboardConfiguration;
  onApply(next: DashboardConfiguration): void;
  onClose(): void;
}

/** The dashboard's states: added, renamed, re-identified, deleted and one made root, applied together or not at all. */
export function DashboardStatesDialog({ configuration, onApply, onClose }: DashboardStatesDialogProps) {
  const { t } = useTranslation();
  const [working, setWorking] = useState(configuration);
  // undefined: no editor open; null: adding
  const [edited, setEdited] = useState<string | null | undefined>(undefined);
  const save = ({ id, name }: StateEdit) => {
    if (edited) setWorking(renameState(changeStateId(working, edited, id), id, name));
    else setWorking(addState(working, id, name));
    setEdited(undefined);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="dashboard-states-dialog-title">
      <DialogTitle id="dashboard-states-dialog-title">{t('dashboard.states')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboard.state-name')}</TableCell>
              <TableCell>{t('dashboard.state-id')}</TableCell>
              <TableCell>{t('dashboard.root-state')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(working.states).map(([id, state]) => {
              const refusal = stateDeleteRefusal(working, id);
              return (
                <TableRow key={id}>
                  <TableCell>{state.name}</TableCell>
                  <TableCell>{id}</TableCell>
                  <TableCell>{t(state.root ? 'action.yes' : 'action.no')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('dashboard.make-root-state-named', { name: state.name })}
                      disabled={state.root}
                      onClick={() => setWorking(setRootState(working, id))}
                    >
                      <MdiIcon path={mdiHomeOutline} />
                    </IconButton>
                    <IconButton
                      aria-label={t('dashboard.edit-state-named', { name: state.name })}
                      onClick={() => setEdited(id)}
                    >
                      <MdiIcon path={mdiPencil} />
                    </IconButton>
                    {/* the tooltip says why a disabled delete button is disabled */}
                    <Tooltip title={refusal ? t(refusal) : ''}>
                      <span>
                        <IconButton
                          aria-label={t('dashboard.delete-state-named', { name: state.name })}
                          disabled={Boolean(refusal)}
                          onClick={() => setWorking(deleteState(working, id))}
                        >
                          <MdiIcon path={mdiDelete} />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Button startIcon={<MdiIcon path={mdiPlus} />} sx={{ mt: 2 }} onClick={() => setEdited(null)}>
          {t('dashboard.add-state')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={() => onApply(working)}>
          {t('action.apply')}
        </Button>
      </DialogActions>
      {edited !== undefined && (
        <DashboardStateDialog
          configuration={working}
          stateId={edited}
          onSave={save}
          onClose={() => setEdited(undefined)}
        />
      )}
    </Dialog>
  );
}

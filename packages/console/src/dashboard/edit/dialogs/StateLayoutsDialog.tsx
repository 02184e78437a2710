import type { DashboardConfiguration } from '@fleetdeck/model';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRightLayout, withRightLayout } from './state-layouts';

export interface StateLayoutsDialogProps {
  configuration: DashboardConfiguration;
  /** the state on screen, whose layouts are managed */
  stateId: string;
  onApply(next: DashboardConfiguration): void;
  onClose(): void;
}

/** The platform's "Manage layouts": a state shows its main layout alone, or the main and the right one. */
export function StateLayoutsDialog({ configuration, stateId, onApply, onClose }: StateLayoutsDialogProps) {
  const { t } = useTranslation();
  const [right, setRight] = useState(hasRightLayout(configuration, stateId));
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="state-layouts-dialog-title">
      <DialogTitle id="state-layouts-dialog-title">{t('layout.manage')}</DialogTitle>
      <DialogContent>
        <FormGroup>
          <FormControlLabel control={<Checkbox checked disabled />} label={t('layout.main')} />
          <FormControlLabel
            control={<Checkbox checked={right} onChange={(event) => setRight(event.target.checked)} />}
            label={t('layout.right')}
          />
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={() => onApply(withRightLayout(configuration, stateId, right))}>
          {t('action.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

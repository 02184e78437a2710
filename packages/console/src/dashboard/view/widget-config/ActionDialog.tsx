import type { DashboardState, WidgetAction, WidgetActionType } from '@fleetdeck/model';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityAutocomplete } from '../../../components/pickers/EntityAutocomplete';
import { loadSyntaxCheck } from './check-syntax';
import { FunctionField } from './FunctionField';
import { ProblemList } from './ProblemList';
import { TargetDashboardStateSelect } from './TargetDashboardStateSelect';
import { actionProblems, type ConfigProblem } from './widget-config-problems';

/** The action types the dialog configures, each with its 3.4.1 name. */
export const ACTION_TYPE_LABELS: Partial<Record<WidgetActionType, string>> = {
  openDashboardState: 'widget-action.open-dashboard-state',
  updateDashboardState: 'widget-action.update-dashboard-state',
  openDashboard: 'widget-action.open-dashboard',
  custom: 'widget-action.custom',
};

interface ActionDialogProps {
  action: WidgetAction;
  states: Record<string, Pick<DashboardState, 'name'>>;
  onApply(action: WidgetAction): void;
  onClose(): void;
}

/** One widget action: its name, icon and type, and what the type needs (a target state, a dashboard, a function). */
export function ActionDialog({ action, states, onApply, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [edited, setEdited] = useState<WidgetAction>(action);
  const [problems, setProblems] = useState<ConfigProblem[]>([]);
  const set = (changes: Partial<WidgetAction>) => setEdited((current) => ({ ...current, ...changes }));
  const toState = edited.type === 'openDashboardState' || edited.type === 'updateDashboardState';
  const apply = async () => {
    const found = actionProblems(edited, await loadSyntaxCheck());
    setProblems(found);
    if (found.length === 0) onApply(edited);
  };
  const check = (name: keyof WidgetAction, key: string) => (
    <FormControlLabel
      control={<Checkbox checked={edited[name] === true} onChange={(e) => set({ [name]: e.target.checked })} />}
      label={t(key)}
    />
  );
  const stateSelect = (
    <TextField
      select
      label={t('widget-action.target-dashboard-state')}
      value={edited.targetDashboardStateId ?? ''}
      onChange={(e) => set({ targetDashboardStateId: e.target.value || null })}
    >
      {edited.type !== 'openDashboardState' && <MenuItem value="">{t('widget-action.current-state')}</MenuItem>}
      {Object.entries(states).map(([id, state]) => (
        <MenuItem key={id} value={id}>
          {state.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('widget-config.edit-action')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('widget-config.action-name')}
            value={edited.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <TextField
            label={t('widget-config.action-icon')}
            value={edited.icon ?? ''}
            onChange={(e) => set({ icon: e.target.value })}
          />
          <TextField
            select
            label={t('widget-config.action-type')}
            value={edited.type}
            onChange={(e) => set({ type: e.target.value as WidgetActionType })}
          >
            {Object.entries(ACTION_TYPE_LABELS).map(([type, key]) => (
              <MenuItem key={type} value={type}>
                {t(key)}
              </MenuItem>
            ))}
          </TextField>
          {toState && stateSelect}
          {toState && check('setEntityId', 'widget-action.set-entity-from-widget')}
          {toState && edited.setEntityId && (
            <TextField
              label={t('alias.state-entity-parameter-name')}
              value={edited.stateEntityParamName ?? ''}
              onChange={(e) => set({ stateEntityParamName: e.target.value || null })}
            />
          )}
          {toState && !edited.openInSeparateDialog && check('openRightLayout', 'widget-action.open-right-layout')}
          {edited.type === 'openDashboardState' &&
            check('openInSeparateDialog', 'widget-action.open-in-separate-dialog')}
          {edited.type === 'openDashboardState' && edited.openInSeparateDialog && (
            <>
              <TextField
                label={t('widget-action.dialog-title')}
                value={edited.dialogTitle ?? ''}
                onChange={(e) => set({ dialogTitle: e.target.value })}
              />
              <TextField
                label={t('widget-action.dialog-width')}
                type="number"
                value={edited.dialogWidth ?? ''}
                onChange={(e) => set({ dialogWidth: e.target.value === '' ? undefined : Number(e.target.value) })}
              />
              <TextField
                label={t('widget-action.dialog-height')}
                type="number"
                value={edited.dialogHeight ?? ''}
                onChange={(e) => set({ dialogHeight: e.target.value === '' ? undefined : Number(e.target.value) })}
              />
            </>
          )}
          {edited.type === 'openDashboard' && (
            <>
              <EntityAutocomplete
                entityType="DASHBOARD"
                label={t('widget-action.target-dashboard')}
                value={edited.targetDashboardId ? { entityType: 'DASHBOARD', id: edited.targetDashboardId } : null}
                // another dashboard's states are not this one's: a picked state is dropped with the dashboard
                onChange={(value) => set({ targetDashboardId: value?.id ?? null, targetDashboardStateId: null })}
              />
              <TargetDashboardStateSelect
                dashboardId={edited.targetDashboardId}
                value={edited.targetDashboardStateId}
                onChange={(targetDashboardStateId) => set({ targetDashboardStateId })}
              />
              {check('openNewBrowserTab', 'widget-action.open-new-browser-tab')}
            </>
          )}
          {edited.type === 'custom' && (
            <FunctionField
              label={t('widget-action.custom-function')}
              value={edited.customFunction ?? ''}
              onChange={(customFunction) => set({ customFunction })}
            />
          )}
        </Stack>
        <ProblemList problems={problems} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {t('action.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import type { StateParams } from '@fleetdeck/model';
import { Breadcrumbs, Link, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translatedStateName } from '../model/custom-translation';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';

/**
 * Where the user is among the dashboard's states: the entity controller's breadcrumb (a crumb goes back to its
 * state), or the default controller's selector when the dashboard has more than one state.
 */
export function StateNavigation() {
  const { t } = useTranslation();
  const { dashboard, state } = useDashboardRuntime();
  const { states, settings } = dashboard.configuration;
  const name = (id: string | null, params: StateParams) => {
    const found = id ? states[id] : undefined;
    return found ? translatedStateName(found, params, t) : '';
  };
  if (settings.stateControllerId === 'default') {
    const ids = Object.keys(states);
    if (ids.length < 2) return null;
    return (
      <TextField
        select
        size="small"
        variant="standard"
        value={state.current.id}
        onChange={(event) => state.open(event.target.value, {})}
        slotProps={{ htmlInput: { 'aria-label': t('dashboard.select-state') } }}
        sx={{ minWidth: 160 }}
      >
        {ids.map((id) => (
          <MenuItem key={id} value={id}>
            {name(id, {})}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (state.stack.length < 2) return null;
  return (
    <Breadcrumbs aria-label={t('dashboard.states')} data-testid="dashboard-state-breadcrumb">
      {state.stack.map((entry, index) =>
        index === state.stack.length - 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place in the stack; one state may appear twice
          <Typography key={`${entry.id}-${index}`} color="text.primary">
            {name(entry.id, entry.params)}
          </Typography>
        ) : (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place in the stack; one state may appear twice
            key={`${entry.id}-${index}`}
            component="button"
            underline="hover"
            color="inherit"
            onClick={() => state.navigateTo(index)}
          >
            {name(entry.id, entry.params)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

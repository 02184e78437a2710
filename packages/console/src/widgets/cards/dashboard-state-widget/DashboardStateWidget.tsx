import { Box, Typography } from '@mui/material';
import { useContext } from 'react';
import { useDashboardRuntime } from '../../../dashboard/runtime/DashboardRuntimeContext';
import { ScopedState } from '../../../dashboard/view/ScopedState';
import { StateLayouts } from '../../../dashboard/view/StateLayouts';
import type { WidgetProps } from '../../widget-definition';
import { EmbeddedStates } from './embedded-states';
import type { DashboardStateSettings } from './settings';

function Message({ text }: { text: string }) {
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1 }}>
      <Typography role="alert" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {text}
      </Typography>
    </Box>
  );
}

/** The embedded state, inside a dashboard: its own state stack, the dashboard's aliases resolved for its params. */
function EmbeddedState({ config, context, translate }: WidgetProps<DashboardStateSettings>) {
  const settings = config.settings;
  const { dashboard, state } = useDashboardRuntime();
  const around = useContext(EmbeddedStates) ?? [state.current.id];
  if (!settings.stateId || !dashboard.configuration.states[settings.stateId]) {
    return <Message text={translate('widgets.dashboard-state.state-not-found')} />;
  }
  // a state inside itself, directly or through other dashboard state widgets, would never end
  if (around.includes(settings.stateId)) {
    return <Message text={translate('widgets.dashboard-state.recursive-state')} />;
  }
  const params = settings.syncParentStateParams ? (context?.stateParams ?? {}) : {};
  return (
    <EmbeddedStates.Provider value={[...around, settings.stateId]}>
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex' }}>
        <ScopedState stateId={settings.stateId} params={params}>
          <StateLayouts
            gridDefaults={{
              autoFillHeight: settings.defaultAutofillLayout,
              margin: settings.defaultMargin,
              backgroundColor: settings.defaultBackgroundColor,
            }}
          />
        </ScopedState>
      </Box>
    </EmbeddedStates.Provider>
  );
}

/**
 * The platform's "Dashboard state widget": another state of the same dashboard shown inside the widget, with the
 * params of the state the widget is on when the settings say so. It shows nothing outside a dashboard.
 */
export function DashboardStateWidget(props: WidgetProps<DashboardStateSettings>) {
  return props.context ? <EmbeddedState {...props} /> : null;
}

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { dashboardStateDefaultConfig } from './default-config';
import { migrateDashboardState } from './migrate';
import type { DashboardStateSettings } from './settings';
import { dashboardStateSettingsSchema } from './settings-schema';

/** The platform's "Dashboard state widget": another state of the same dashboard inside the widget. */
export const dashboardStateDefinition: WidgetDefinition<DashboardStateSettings> = {
  fqn: 'cards.dashboard_state_widget',
  kind: 'static',
  component: lazy(() => import('./DashboardStateWidget').then((module) => ({ default: module.DashboardStateWidget }))),
  settingsSchema: dashboardStateSettingsSchema,
  // it shows the state's widgets, not data of its own
  processNoDataByWidget: true,
  defaultConfig: dashboardStateDefaultConfig,
  migrate: migrateDashboardState,
};

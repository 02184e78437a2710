import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { type DashboardStateSettings, DEFAULT_DASHBOARD_STATE_SETTINGS } from './settings';

/** A saved dashboard state widget (3.4.1 or older) as the component reads it: missing settings defaulted. */
export function migrateDashboardState(saved: WidgetConfig): WidgetConfig<DashboardStateSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_DASHBOARD_STATE_SETTINGS, saved.settings) };
}

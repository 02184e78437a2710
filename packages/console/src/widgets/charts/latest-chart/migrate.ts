import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import type { LatestChartSettingsForm } from './family';
import { DEFAULT_LATEST_CHART_SETTINGS, type LatestChartSettings } from './settings';

/**
 * A saved latest-values chart (3.4.1 or older) as the chart reads it: nothing is renamed between those versions, so
 * its form's missing settings get the platform's defaults and everything else stays as saved.
 */
export function migrateLatestChart(form: LatestChartSettingsForm) {
  return (saved: WidgetConfig): WidgetConfig<LatestChartSettings> => ({
    ...saved,
    settings: withDefaults(DEFAULT_LATEST_CHART_SETTINGS[form], saved.settings),
  });
}

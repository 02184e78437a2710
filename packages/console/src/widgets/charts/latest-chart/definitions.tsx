import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { latestChartDefaultConfigs } from './default-configs';
import { LATEST_CHART_ALIASES, LATEST_CHART_TYPES } from './family';
import { migrateLatestChart } from './migrate';
import type { LatestChartSettings } from './settings';
import { latestChartSettingsSchemas } from './settings-schema';

/** One definition per latest-values chart type: one component drawing the type's kind from its form's settings. */
export const latestChartDefinitions: WidgetDefinition<LatestChartSettings>[] = LATEST_CHART_ALIASES.map((alias) => {
  const { kind, form } = LATEST_CHART_TYPES[alias];
  return {
    fqn: `charts.${alias}`,
    kind: 'latest',
    component: lazy(() =>
      import('./LatestChart').then(({ LatestChart }) => ({
        default: (props) => <LatestChart {...props} kind={kind} form={form} />,
      })),
    ),
    settingsSchema: latestChartSettingsSchemas[form],
    defaultConfig: latestChartDefaultConfigs[alias],
    migrate: migrateLatestChart(form),
  };
});

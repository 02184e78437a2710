import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the date range navigator, as its catalogue carries it. */
// The catalogue gives this data-less widget a `static` datasource, which the config type leaves out; it is kept as saved.
export const dateRangeNavigatorDefaultConfig = {
  datasources: [
    {
      type: 'static',
      name: 'function',
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'Random',
          color: '#2196f3',
          settings: {},
          _hash: 0.15479322438769105,
          funcBody:
            'var value = prevValue + Math.random() * 100 - 50;\nvar multiplier = Math.pow(10, 2 || 0);\nvar value = Math.round(value * multiplier) / multiplier;\nif (value < -1000) {\n\tvalue = -1000;\n} else if (value > 1000) {\n\tvalue = 1000;\n}\nreturn value;',
        },
      ],
    },
  ],
  timewindow: { realtime: { timewindowMs: 60000 } },
  showTitle: true,
  backgroundColor: 'rgb(255, 255, 255)',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '8px',
  settings: { defaultInterval: 'week', stepSize: 'day' },
  title: 'Date-range-navigator',
  dropShadow: true,
  enableFullscreen: true,
  widgetStyle: {},
  titleStyle: { fontSize: '16px', fontWeight: 400 },
  useDashboardTimewindow: true,
  showLegend: false,
  actions: {},
} as unknown as WidgetConfig;

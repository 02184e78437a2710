import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Dashboard state widget" type, as its catalogue carries it. */
// The catalogue gives this data-less widget a `static` datasource, which the config type leaves out; it is kept as saved.
export const dashboardStateDefaultConfig = {
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
  showTitle: false,
  backgroundColor: 'rgb(255, 255, 255)',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '0px',
  settings: {
    syncParentStateParams: true,
    defaultAutofillLayout: true,
    defaultMargin: 0,
    defaultBackgroundColor: '#fff',
  },
  title: 'Dashboard state widget',
  dropShadow: true,
  enableFullscreen: false,
  widgetStyle: {},
  widgetCss: '',
  noDataDisplayMessage: '',
  showLegend: false,
} as unknown as WidgetConfig;

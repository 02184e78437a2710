import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Simple card" type (`cards.simple_card`), as its catalogue carries it. */
export const simpleCardDefaultConfig: WidgetConfig = {
  datasources: [
    {
      type: 'function',
      name: 'function',
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'Temp',
          color: '#2196f3',
          settings: {},
          _hash: 0.2392660816082064,
          funcBody:
            'var value = prevValue + Math.random() * 40 - 20;\nif (value < -60) {\n\tvalue = -60;\n} else if (value > 60) {\n\tvalue = 60;\n}\nreturn value;',
        },
      ],
    },
  ],
  timewindow: {
    realtime: {
      timewindowMs: 60000,
    },
  },
  showTitle: false,
  backgroundColor: '#ff5722',
  color: 'rgba(255, 255, 255, 0.87)',
  padding: '16px',
  settings: {
    labelPosition: 'top',
  },
  title: 'Simple card',
  dropShadow: true,
  enableFullscreen: true,
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
  },
  units: '°C',
  decimals: 0,
  useDashboardTimewindow: true,
  showLegend: false,
  widgetStyle: {},
  actions: {},
};

import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the compass (`analogue_gauges.analogue_compass`), as its catalogue carries it. */
export const compassDefaultConfig: WidgetConfig = {
  datasources: [
    {
      type: 'function',
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
  timewindow: {
    realtime: {
      timewindowMs: 60000,
    },
  },
  showTitle: false,
  backgroundColor: '#fff',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '8px',
  settings: {
    minorTicks: 22,
    needleCircleSize: 15,
    showBorder: true,
    borderOuterWidth: 10,
    colorPlate: '#222',
    colorMajorTicks: '#f5f5f5',
    colorMinorTicks: '#ddd',
    colorNeedle: '#f08080',
    colorNeedleCircle: '#e8e8e8',
    colorBorder: '#ccc',
    majorTickFont: {
      family: 'Roboto',
      style: 'normal',
      weight: '500',
      color: '#ccc',
    },
    animation: true,
    animationDuration: 500,
    animationRule: 'cycle',
    animationTarget: 'needle',
    majorTicks: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'],
  },
  title: 'Compass',
  dropShadow: true,
  enableFullscreen: true,
  widgetStyle: {},
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
  },
  useDashboardTimewindow: true,
  showLegend: false,
  actions: {},
};

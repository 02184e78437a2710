import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Photo camera input" (`input_widgets.web_camera_input`), as its catalogue carries it. */
export const webCameraDefaultConfig: WidgetConfig = {
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
  showTitle: true,
  backgroundColor: '#fff',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '8px',
  settings: {},
  title: 'Photo camera input',
  showTitleIcon: false,
  titleIcon: 'more_horiz',
  iconColor: 'rgba(0, 0, 0, 0.87)',
  iconSize: '24px',
  titleTooltip: '',
  dropShadow: true,
  enableFullscreen: false,
  widgetStyle: {},
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
  },
  useDashboardTimewindow: true,
  displayTimewindow: true,
  showLegend: false,
  actions: {},
};

import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Update Multiple Attributes" type (`input_widgets.update_multiple_attributes`), as its catalogue carries it. */
export const updateMultipleAttributesDefaultConfig: WidgetConfig = {
  datasources: [
    {
      type: 'function',
      name: 'function',
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'Sin',
          color: '#2196f3',
          settings: {},
          _hash: 0.23592248334107624,
          funcBody: 'return Math.round(1000*Math.sin(time/5000));',
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
  title: 'Update Multiple Attributes',
  dropShadow: true,
  enableFullscreen: false,
  enableDataExport: false,
  widgetStyle: {},
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
  },
  useDashboardTimewindow: true,
  showLegend: false,
  actions: {},
};

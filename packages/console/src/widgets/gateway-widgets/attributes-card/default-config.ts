import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Gateway events" type (`gateway_widgets.attributes_card`), as its catalogue carries it. */
export const gatewayEventsDefaultConfig: WidgetConfig = {
  datasources: [
    {
      type: 'function',
      name: 'function',
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'Function Math.round',
          color: '#2196f3',
          settings: {},
          _hash: 0.826503672916844,
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
  settings: {
    eventsTitle: 'Gateway Events Form',
    eventsReg: [],
  },
  title: 'Gateway events',
  showTitleIcon: false,
  titleIcon: 'more_horiz',
  iconColor: 'rgba(0, 0, 0, 0.87)',
  iconSize: '24px',
  titleTooltip: '',
  dropShadow: true,
  enableFullscreen: true,
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

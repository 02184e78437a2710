import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "RPC Button" type (`control_widgets.rpcbutton`), as its catalogue carries it. */
export const rpcButtonDefaultConfig: WidgetConfig = {
  targetDeviceAliases: [],
  showTitle: false,
  backgroundColor: '#e6e7e8',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '0px',
  settings: {
    requestTimeout: 5000,
    oneWayElseTwoWay: true,
    buttonText: 'Send RPC',
    styleButton: {
      isRaised: true,
      isPrimary: false,
    },
    methodName: 'rpcCommand',
    methodParams: '{}',
  },
  title: 'RPC Button',
  dropShadow: true,
  enableFullscreen: false,
  widgetStyle: {},
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
  },
  useDashboardTimewindow: true,
  showLegend: false,
  actions: {},
};

import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "RPC debug terminal" type (`control_widgets.rpc_debug_terminal`), as its catalogue carries it. */
export const rpcDebugTerminalDefaultConfig: WidgetConfig = {
  targetDeviceAliases: [],
  showTitle: true,
  backgroundColor: '#010101',
  color: 'rgba(255, 254, 254, 0.87)',
  padding: '0px',
  settings: {
    parseGpioStatusFunction: 'return body[pin] === true;',
    gpioStatusChangeRequest: {
      method: 'setGpioStatus',
      paramsBody: '{\n   "pin": "{$pin}",\n   "enabled": "{$enabled}"\n}',
    },
    requestTimeout: 500,
    switchPanelBackgroundColor: '#b71c1c',
    gpioStatusRequest: {
      method: 'getGpioStatus',
      paramsBody: '{}',
    },
    gpioList: [
      {
        pin: 1,
        label: 'GPIO 1',
        row: 0,
        col: 0,
        _uniqueKey: 0,
      },
      {
        pin: 2,
        label: 'GPIO 2',
        row: 0,
        col: 1,
        _uniqueKey: 1,
      },
      {
        pin: 3,
        label: 'GPIO 3',
        row: 1,
        col: 0,
        _uniqueKey: 2,
      },
    ],
  },
  title: 'RPC debug terminal',
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

import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Led indicator" type (`control_widgets.led_indicator`), as its catalogue carries it. */
export const ledIndicatorDefaultConfig: WidgetConfig = {
  targetDeviceAliases: [],
  showTitle: false,
  backgroundColor: '#e6e7e8',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '0px',
  settings: {
    requestTimeout: 500,
    initialValue: true,
    title: 'Led indicator',
    ledColor: '#4caf50',
    valueAttribute: 'value',
    retrieveValueMethod: 'attribute',
    parseValueFunction: 'return data ? true : false;',
    performCheckStatus: true,
    checkStatusMethod: 'checkStatus',
  },
  title: 'Led indicator',
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
  decimals: 2,
};

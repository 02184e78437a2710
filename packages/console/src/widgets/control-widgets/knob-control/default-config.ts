import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Knob Control" type (`control_widgets.knob_control`), as its catalogue carries it. */
export const knobDefaultConfig: WidgetConfig = {
  targetDeviceAliases: [],
  showTitle: false,
  backgroundColor: '#e6e7e8',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '0px',
  settings: {
    requestTimeout: 500,
    maxValue: 100,
    initialValue: 50,
    minValue: 0,
    title: 'Knob control',
    getValueMethod: 'getValue',
    setValueMethod: 'setValue',
  },
  title: 'Knob Control',
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

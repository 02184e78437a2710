import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Update device attribute" type (`control_widgets.update_attributes`), as its catalogue carries it. */
export const updateDeviceAttributeDefaultConfig: WidgetConfig = {
  showTitle: false,
  backgroundColor: '#e6e7e8',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '0px',
  settings: {
    styleButton: {
      isRaised: true,
      isPrimary: false,
    },
    entityParameters: '{}',
    entityAttributeType: 'SERVER_SCOPE',
    buttonText: 'Update device attribute',
  },
  title: 'Update device attribute',
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
  targetDeviceAliases: [],
};

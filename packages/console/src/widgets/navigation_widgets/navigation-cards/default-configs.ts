import type { WidgetConfig } from '../../widget-config';
import type { NavigationAlias } from './family';

// The catalogue gives these data-less widgets a `static` datasource, which the config type leaves out; it is kept as saved.
/** The platform's default configs of the navigation widgets, as its catalogue carries them. */
export const navigationDefaultConfigs = {
  navigation_card: {
    datasources: [
      {
        type: 'static',
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
    backgroundColor: 'rgba(255,255,255,0)',
    color: 'rgba(255,255,255,0.87)',
    padding: '8px',
    settings: {
      name: '{i18n:device.devices}',
      icon: 'devices_other',
      path: '/devices',
    },
    title: 'Navigation card',
    dropShadow: false,
    showTitleIcon: false,
    iconColor: 'rgba(0, 0, 0, 0.87)',
    iconSize: '24px',
    titleTooltip: '',
    enableFullscreen: false,
    widgetStyle: {},
    titleStyle: {
      fontSize: '16px',
      fontWeight: 400,
    },
    showLegend: false,
  },
  navigation_cards: {
    datasources: [
      {
        type: 'static',
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
    backgroundColor: 'rgba(255,255,255,0)',
    color: 'rgba(0, 0, 0, 0.87)',
    padding: '8px',
    settings: {
      filterType: 'all',
    },
    title: 'Navigation cards',
    dropShadow: false,
    showTitleIcon: false,
    iconColor: 'rgba(0, 0, 0, 0.87)',
    iconSize: '24px',
    titleTooltip: '',
    enableFullscreen: false,
    widgetStyle: {},
    titleStyle: {
      fontSize: '16px',
      fontWeight: 400,
    },
    showLegend: false,
  },
} as unknown as Record<NavigationAlias, WidgetConfig>;

import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of each type of the family, by type alias, as its catalogue carries it. */
export const updateValueDefaultConfigs: Record<string, WidgetConfig> = {
  update_boolean_timeseries: {
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
    title: 'Update boolean timeseries',
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
  },
  update_double_timeseries: {
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
    title: 'Update double timeseries',
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
  },
  update_integer_timeseries: {
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
    title: 'Update integer timeseries',
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
  },
  update_json_attribute: {
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
    settings: {
      attributeScope: 'SERVER_SCOPE',
      showLabel: true,
      attributeRequired: true,
      showResultMessage: true,
    },
    title: 'Update JSON attribute',
    showTitleIcon: false,
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
    showLegend: false,
  },
  update_location_timeseries: {
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
    title: 'Update location timeseries',
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
  },
  update_server_boolean_attribute: {
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
    title: 'Update server boolean attribute',
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
  },
  update_server_date_attribute: {
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
    title: 'Update server date attribute',
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
  },
  update_server_double_attribute: {
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
    settings: {
      showResultMessage: true,
      showLabel: true,
      isRequired: true,
    },
    title: 'Update server double attribute',
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
  },
  update_server_image_attribute: {
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
    settings: {
      showResultMessage: true,
      displayPreview: true,
      displayClearButton: false,
      displayApplyButton: true,
      displayDiscardButton: true,
    },
    title: 'Update server image attribute',
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
  },
  update_server_integer_attribute: {
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
    title: 'Update server integer attribute',
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
  },
  update_server_location_attribute: {
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
    title: 'Update server location attribute',
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
  },
  update_server_string_attribute: {
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
    settings: {
      showResultMessage: true,
      showLabel: true,
      isRequired: true,
    },
    title: 'Update server string attribute',
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
  },
  update_shared_boolean_attribute: {
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
    title: 'Update shared boolean attribute',
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
  },
  update_shared_date_attribute: {
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
    settings: {
      showResultMessage: true,
      isRequired: true,
      showLabel: true,
      showTimeInput: true,
    },
    title: 'Update shared date attribute',
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
  },
  update_shared_double_attribute: {
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
    title: 'Update shared double attribute',
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
  },
  update_shared_image_attribute: {
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
    settings: {
      showResultMessage: true,
      displayPreview: true,
      displayClearButton: false,
      displayApplyButton: true,
      displayDiscardButton: true,
    },
    title: 'Update shared image attribute',
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
  },
  update_shared_integer_attribute: {
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
    title: 'Update shared integer attribute',
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
  },
  update_shared_location_attribute: {
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
    title: 'Update shared location attribute',
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
  },
  update_shared_string_attribute: {
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
    title: 'Update shared string attribute',
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
  },
  update_string_timeseries: {
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
    title: 'Update string timeseries',
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
  },
};

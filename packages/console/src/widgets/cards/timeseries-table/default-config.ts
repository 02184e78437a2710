import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Timeseries table" type (`cards.timeseries_table`), as its catalogue carries it. */
// The catalogue writes null for keys left unset, which the config type leaves out; the config is kept as saved.
export const timeseriesTableDefaultConfig = {
  datasources: [
    {
      type: 'function',
      name: 'function',
      entityAliasId: null,
      filterId: null,
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'Temperature  °C',
          color: '#2196f3',
          settings: {
            useCellStyleFunction: true,
            cellStyleFunction:
              "if (value) {\n    var percent = (value + 60)/120 * 100;\n    var color = tinycolor.mix('blue', 'red', percent);\n    color.setAlpha(.5);\n    return {\n      paddingLeft: '20px',\n      color: '#ffffff',\n      background: color.toRgbString(),\n      fontSize: '18px'\n    };\n} else {\n    return {};\n}",
            useCellContentFunction: false,
          },
          _hash: 0.8587686344902596,
          funcBody:
            'var value = prevValue + Math.random() * 40 - 20;\nvar multiplier = Math.pow(10, 1 || 0);\nvar value = Math.round(value * multiplier) / multiplier;\nif (value < -60) {\n\tvalue = -60;\n} else if (value > 60) {\n\tvalue = 60;\n}\nreturn value;',
          units: null,
          decimals: null,
          usePostProcessing: null,
          postFuncBody: null,
        },
        {
          name: 'f(x)',
          type: 'function',
          label: 'Humidity, %',
          color: '#ffc107',
          settings: {
            useCellStyleFunction: true,
            cellStyleFunction:
              "if (value) {\n    var percent = value;\n    var backgroundColor = tinycolor('blue');\n    backgroundColor.setAlpha(value/100);\n    var color = 'blue';\n    if (value > 50) {\n        color = 'white';\n    }\n    \n    return {\n      paddingLeft: '20px',\n      color: color,\n      background: backgroundColor.toRgbString(),\n      fontSize: '18px'\n    };\n} else {\n    return {};\n}",
            useCellContentFunction: false,
          },
          _hash: 0.12775350966079668,
          funcBody:
            'var value = prevValue + Math.random() * 20 - 10;\nvar multiplier = Math.pow(10, 1 || 0);\nvar value = Math.round(value * multiplier) / multiplier;\nif (value < 5) {\n\tvalue = 5;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value;',
        },
      ],
      latestDataKeys: null,
    },
  ],
  timewindow: {
    realtime: {
      interval: 1000,
      timewindowMs: 60000,
    },
    aggregation: {
      type: 'NONE',
      limit: 200,
    },
  },
  showTitle: true,
  backgroundColor: 'rgb(255, 255, 255)',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '8px',
  settings: {
    showTimestamp: true,
    displayPagination: true,
    defaultPageSize: 10,
  },
  title: 'Timeseries table',
  dropShadow: true,
  enableFullscreen: true,
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
    padding: '5px 10px 5px 10px',
  },
  useDashboardTimewindow: false,
  showLegend: false,
  widgetStyle: {},
  actions: {},
  showTitleIcon: false,
  iconColor: 'rgba(0, 0, 0, 0.87)',
  iconSize: '24px',
  displayTimewindow: true,
} as unknown as WidgetConfig;

import type { LegendConfig, WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Timeseries Bar Chart" type (`charts.timeseries_bars_flot`), as its catalogue carries it. */
export const timeseriesBarsDefaultConfig: WidgetConfig = {
  datasources: [
    {
      type: 'function',
      name: 'function',
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'First',
          color: '#2196f3',
          settings: {
            showLines: false,
            fillLines: false,
            showPoints: false,
          },
          _hash: 0.8587686344902596,
          funcBody:
            'var value = prevValue + Math.random() * 100 - 50;\nvar multiplier = Math.pow(10, 2 || 0);\nvar value = Math.round(value * multiplier) / multiplier;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 1000) {\n\tvalue = 1000;\n}\nreturn value;',
        },
        {
          name: 'f(x)',
          type: 'function',
          label: 'Second',
          color: '#ffc107',
          settings: {
            showLines: false,
            fillLines: false,
            showPoints: false,
          },
          _hash: 0.12775350966079668,
          funcBody:
            'var value = prevValue + Math.random() * 100 - 50;\nvar multiplier = Math.pow(10, 2 || 0);\nvar value = Math.round(value * multiplier) / multiplier;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 1000) {\n\tvalue = 1000;\n}\nreturn value;',
        },
      ],
    },
  ],
  timewindow: {
    realtime: {
      timewindowMs: 60000,
    },
    aggregation: {
      limit: 200,
      type: 'AVG',
    },
  },
  showTitle: true,
  backgroundColor: '#fff',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '8px',
  settings: {
    shadowSize: 4,
    fontColor: '#545454',
    fontSize: 10,
    xaxis: {
      showLabels: true,
      color: '#545454',
    },
    yaxis: {
      showLabels: true,
      color: '#545454',
    },
    grid: {
      color: '#545454',
      tickColor: '#DDDDDD',
      verticalLines: true,
      horizontalLines: true,
      outlineWidth: 1,
    },
    stack: true,
    tooltipIndividual: false,
    defaultBarWidth: 600,
  },
  title: 'Timeseries Bar Chart',
  dropShadow: true,
  enableFullscreen: true,
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
  },
  mobileHeight: null,
  widgetStyle: {},
  useDashboardTimewindow: true,
  showLegend: true,
  actions: {},
};

/** The platform's default config of the "State Chart" type (`charts.state_chart`), as its catalogue carries it. */
export const stateChartDefaultConfig: WidgetConfig = {
  datasources: [
    {
      type: 'function',
      name: 'function',
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'Switch 1',
          color: '#2196f3',
          settings: {
            showLines: true,
            fillLines: true,
            showPoints: false,
            axisPosition: 'left',
            showSeparateAxis: false,
          },
          _hash: 0.8587686344902596,
          funcBody: 'return Math.random() > 0.5 ? 1 : 0;',
        },
        {
          name: 'f(x)',
          type: 'function',
          label: 'Switch 2',
          color: '#ffc107',
          settings: {
            showLines: true,
            fillLines: false,
            showPoints: false,
            axisPosition: 'left',
          },
          _hash: 0.12775350966079668,
          funcBody: 'return Math.random() <= 0.5 ? 1 : 0;',
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
    shadowSize: 4,
    fontColor: '#545454',
    fontSize: 10,
    xaxis: {
      showLabels: true,
      color: '#545454',
    },
    yaxis: {
      showLabels: true,
      color: '#545454',
      ticksFormatter:
        "if (value > 0 && value <= 1) {\n    return 'On';\n} else if (value === 0) {\n    return 'Off';\n} else {\n    return '';\n}",
    },
    grid: {
      color: '#545454',
      tickColor: '#DDDDDD',
      verticalLines: true,
      horizontalLines: true,
      outlineWidth: 1,
    },
    stack: false,
    tooltipIndividual: false,
    tooltipValueFormatter:
      "if (value > 0 && value <= 1) {\n    return 'On';\n} else if (value === 0) {\n    return 'Off';\n} else {\n    return '';\n}",
    smoothLines: false,
  },
  title: 'State Chart',
  dropShadow: true,
  enableFullscreen: true,
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
  },
  mobileHeight: null,
  widgetStyle: {},
  useDashboardTimewindow: true,
  showLegend: true,
  actions: {},
  // The platform's catalogue misspells `position` here; kept as it is, so the legend's position is the default one.
  legendConfig: {
    direction: 'column',
    ',position': 'bottom',
    showMin: false,
    showMax: false,
    showAvg: false,
    showTotal: false,
  } as unknown as LegendConfig,
};

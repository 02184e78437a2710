import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Timeseries Line Chart" type (`charts.basic_timeseries`), as its catalogue carries it. */
export const basicTimeseriesDefaultConfig: WidgetConfig = {
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
            showLines: true,
            fillLines: true,
            showPoints: false,
          },
          _hash: 0.8587686344902596,
          funcBody:
            'var value = prevValue + Math.random() * 100 - 50;\nvar multiplier = Math.pow(10, 2 || 0);\nvar value = Math.round(value * multiplier) / multiplier;\nif (value < -1000) {\n\tvalue = -1000;\n} else if (value > 1000) {\n\tvalue = 1000;\n}\nreturn value;',
        },
        {
          name: 'f(x)',
          type: 'function',
          label: 'Second',
          color: '#ffc107',
          settings: {
            showLines: true,
            fillLines: false,
            showPoints: false,
          },
          _hash: 0.12775350966079668,
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
    legend: {
      show: true,
      position: 'nw',
      backgroundColor: '#f0f0f0',
      backgroundOpacity: 0.85,
      labelBoxBorderColor: 'rgba(1, 1, 1, 0.45)',
    },
    decimals: 1,
    stack: false,
    tooltipIndividual: false,
  },
  title: 'Timeseries Line Chart',
  dropShadow: true,
  enableFullscreen: true,
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
  },
  mobileHeight: null,
};

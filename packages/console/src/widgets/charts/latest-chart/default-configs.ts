import type { WidgetConfig } from '../../widget-config';
import type { LatestChartAlias } from './family';

/** The platform's default config of each latest-values chart type, by type alias, as its catalogue carries it. */
export const latestChartDefaultConfigs: Record<LatestChartAlias, WidgetConfig> = {
  bars: {
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
            settings: {},
            _hash: 0.15479322438769105,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Second',
            color: '#4caf50',
            settings: {},
            _hash: 0.545701115289893,
            funcBody:
              'var value = (prevValue-20) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+20;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Third',
            color: '#f44336',
            settings: {},
            _hash: 0.2592906835158064,
            funcBody:
              'var value = (prevValue-40) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+40;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Fourth',
            color: '#ffc107',
            settings: {},
            _hash: 0.12880275585455747,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
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
    title: 'Bars',
  },
  pie: {
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
            settings: {},
            _hash: 0.15479322438769105,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Second',
            color: '#4caf50',
            settings: {},
            _hash: 0.6114638304362894,
            funcBody:
              'var value = (prevValue-20) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+20;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Third',
            color: '#f44336',
            settings: {},
            _hash: 0.9955906536344441,
            funcBody:
              'var value = (prevValue-40) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+40;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Fourth',
            color: '#ffc107',
            settings: {},
            _hash: 0.9430835931647599,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
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
      radius: 1,
      fontColor: '#545454',
      fontSize: 10,
      decimals: 1,
      legend: {
        show: true,
        position: 'nw',
        labelBoxBorderColor: '#CCCCCC',
        backgroundColor: '#F0F0F0',
        backgroundOpacity: 0.85,
      },
      innerRadius: 0,
      showLabels: true,
      showPercentages: true,
      stroke: {
        width: 5,
      },
      tilt: 1,
      animatedPie: false,
    },
    title: 'Pie - Flot',
    dropShadow: true,
    enableFullscreen: true,
    titleStyle: {
      fontSize: '16px',
      fontWeight: 400,
    },
  },
  pie_chart_js: {
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
            settings: {},
            _hash: 0.15479322438769105,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Second',
            color: '#4caf50',
            settings: {},
            _hash: 0.545701115289893,
            funcBody:
              'var value = (prevValue-20) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+20;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Third',
            color: '#f44336',
            settings: {},
            _hash: 0.2592906835158064,
            funcBody:
              'var value = (prevValue-40) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+40;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Fourth',
            color: '#ffc107',
            settings: {},
            _hash: 0.12880275585455747,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
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
    title: 'Pie - Chart.js',
  },
  doughnut_chart_js: {
    datasources: [
      {
        type: 'function',
        name: 'function',
        dataKeys: [
          {
            name: 'f(x)',
            type: 'function',
            label: 'First',
            color: '#26a69a',
            settings: {},
            _hash: 0.15479322438769105,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Second',
            color: '#f57c00',
            settings: {},
            _hash: 0.545701115289893,
            funcBody:
              'var value = (prevValue-20) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+20;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Third',
            color: '#afb42b',
            settings: {},
            _hash: 0.2592906835158064,
            funcBody:
              'var value = (prevValue-40) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+40;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Fourth',
            color: '#673ab7',
            settings: {},
            _hash: 0.12880275585455747,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
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
      borderWidth: 5,
      borderColor: '#fff',
      legend: {
        display: true,
        labelsFontColor: '#666666',
      },
    },
    title: 'Doughnut',
    dropShadow: true,
    enableFullscreen: true,
    titleStyle: {
      fontSize: '16px',
      fontWeight: 400,
    },
  },
  polar_area_chart_js: {
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
            settings: {},
            _hash: 0.15479322438769105,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Second',
            color: '#4caf50',
            settings: {},
            _hash: 0.545701115289893,
            funcBody:
              'var value = (prevValue-20) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+20;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Third',
            color: '#f44336',
            settings: {},
            _hash: 0.2592906835158064,
            funcBody:
              'var value = (prevValue-40) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+40;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Fourth',
            color: '#ffc107',
            settings: {},
            _hash: 0.12880275585455747,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Fifth',
            color: '#607d8b',
            settings: {},
            _hash: 0.2074391823443591,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
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
    title: 'Polar Area',
  },
  radar_chart_js: {
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
            settings: {},
            _hash: 0.15479322438769105,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Second',
            color: '#4caf50',
            settings: {},
            _hash: 0.545701115289893,
            funcBody:
              'var value = (prevValue-20) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+20;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Third',
            color: '#f44336',
            settings: {},
            _hash: 0.2592906835158064,
            funcBody:
              'var value = (prevValue-40) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+40;',
          },
          {
            name: 'f(x)',
            type: 'function',
            label: 'Fourth',
            color: '#ffc107',
            settings: {},
            _hash: 0.12880275585455747,
            funcBody:
              'var value = (prevValue-50) + Math.random() * 2 - 1;\nif (value < 0) {\n\tvalue = 0;\n} else if (value > 100) {\n\tvalue = 100;\n}\nreturn value+50;',
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
    title: 'Radar',
  },
};

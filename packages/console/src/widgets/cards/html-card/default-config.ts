import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "HTML Card" type (`cards.html_card`), as its catalogue carries it. */
// The catalogue gives this data-less card a `static` datasource, which the config type leaves out; it is kept as saved.
export const htmlCardDefaultConfig = {
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
  backgroundColor: 'rgb(255, 255, 255)',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '8px',
  settings: {
    cardHtml: "<div class='card'>HTML code here</div>",
    cardCss:
      '.card {\n    font-weight: bold;\n    font-size: 32px;\n    color: #999;\n    width: 100%;\n    height: 100%;\n    display: flex;\n    align-items: center;\n    justify-content: center;\n}',
  },
  title: 'HTML Card',
  dropShadow: true,
} as unknown as WidgetConfig;

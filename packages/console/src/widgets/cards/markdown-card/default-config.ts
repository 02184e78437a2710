import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Markdown/HTML Card" type (`cards.markdown_card`), as its catalogue carries it. */
export const markdownCardDefaultConfig: WidgetConfig = {
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
  showTitle: false,
  backgroundColor: '#fff',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '0px',
  settings: {
    markdownTextPattern:
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern of the card, not a JavaScript template string
      '### Markdown/HTML card\n - **Current entity**: ${entityName}.\n - **Current value**: ${Random}.',
    markdownTextFunction: "return '# Some title\\n - Entity name: ' + data[0]['entityName'];",
    useMarkdownTextFunction: false,
  },
  title: 'Markdown/HTML Card',
  showTitleIcon: false,
  iconColor: 'rgba(0, 0, 0, 0.87)',
  iconSize: '24px',
  titleTooltip: '',
  dropShadow: true,
  enableFullscreen: true,
  widgetStyle: {},
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
  },
  showLegend: false,
};

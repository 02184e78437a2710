import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "QR Code" type (`cards.qr_code`), as its catalogue carries it. */
// The catalogue writes null for keys left unset, which the config type leaves out; the config is kept as saved.
export const qrCodeDefaultConfig = {
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
          label: 'Random',
          color: '#2196f3',
          settings: {},
          _hash: 0.7036904308224163,
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
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern of the card, not a JavaScript template string
    qrCodeTextPattern: '${entityName}',
    useQrCodeTextFunction: false,
    qrCodeTextFunction: "return data[0] ? data[0]['entityName'] : '';",
  },
  title: 'QR Code',
} as unknown as WidgetConfig;

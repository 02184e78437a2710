import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_HTML_VALUE_CARD_SETTINGS as D } from './settings';

/** The form of the HTML value card's settings: exactly the settings the card draws with (see settings.ts). */
export const htmlValueCardSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'HTML card settings',
  properties: {
    cardCss: { title: 'CSS', type: 'string', contentMediaType: 'text/css', default: D.cardCss },
    cardHtml: { title: 'HTML', type: 'string', contentMediaType: 'text/html', default: D.cardHtml },
  },
};

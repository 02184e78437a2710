import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_MARKDOWN_CARD_SETTINGS as D } from './settings';

/** The form of the markdown/HTML card's settings. */
export const markdownCardSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Markdown/HTML card settings',
  properties: {
    useMarkdownTextFunction: { title: 'Use markdown/HTML value function', type: 'boolean', default: false },
    markdownTextPattern: {
      title: 'Markdown/HTML pattern',
      type: 'string',
      contentMediaType: 'text/markdown',
      default: D.markdownTextPattern,
    },
    markdownTextFunction: {
      title: 'Markdown/HTML value function: f(data, ctx)',
      type: 'string',
      contentMediaType: 'text/javascript',
      default: D.markdownTextFunction,
    },
    applyDefaultMarkdownStyle: {
      title: 'Apply default markdown style',
      type: 'boolean',
      default: D.applyDefaultMarkdownStyle,
    },
    markdownCss: { title: 'Markdown CSS', type: 'string', contentMediaType: 'text/css', default: D.markdownCss },
  },
};

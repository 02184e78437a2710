import { markdownCardDefaultConfig } from './default-config';

/** The settings of the markdown/HTML card, with the defaults of the platform's settings form. */
export interface MarkdownCardSettings {
  /** the card's text when no function makes it: markdown or HTML with `${…}` data variables */
  markdownTextPattern: string;
  useMarkdownTextFunction: boolean;
  /** the body of `f(data, ctx)` that answers the card's markdown; `data` holds one row of values per entity */
  markdownTextFunction: string;
  /** whether the card styles headings, tables and code as the platform's markdown does */
  applyDefaultMarkdownStyle: boolean;
  /** CSS that applies inside this card only */
  markdownCss: string;
  [key: string]: unknown;
}

export const DEFAULT_MARKDOWN_CARD_SETTINGS: MarkdownCardSettings = {
  markdownTextPattern: String(markdownCardDefaultConfig.settings.markdownTextPattern),
  useMarkdownTextFunction: false,
  markdownTextFunction: "return '# Some title\\n - Entity name: ' + data[0]['entityName'];",
  applyDefaultMarkdownStyle: true,
  markdownCss: '',
};

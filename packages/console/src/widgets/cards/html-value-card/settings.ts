/** The settings of the HTML value card, with the defaults the platform's settings form fills in. */
export interface HtmlValueCardSettings {
  /**
   * The card's HTML. `${label}` and `${label:decimals}` stand for a data key's latest value, `${#n}` for the n-th
   * key's, `${entityName}` and `${entityLabel}` for the datasource's entity.
   */
  cardHtml: string;
  /** CSS that applies inside this card only */
  cardCss: string;
  [key: string]: unknown;
}

export const DEFAULT_HTML_VALUE_CARD_SETTINGS: HtmlValueCardSettings = {
  cardHtml: "<div class='card'>HTML code here</div>",
  cardCss: '.card { font-weight: bold; }',
};

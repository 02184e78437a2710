/** The settings of the simple card, with the defaults of the platform's settings form. */
export interface SimpleCardSettings {
  /** where the key's label stands: above the value or before it */
  labelPosition: 'top' | 'left';
  [key: string]: unknown;
}

export const DEFAULT_SIMPLE_CARD_SETTINGS: SimpleCardSettings = { labelPosition: 'top' };

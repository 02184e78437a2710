import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_HTML_VALUE_CARD_SETTINGS, type HtmlValueCardSettings } from './settings';

/**
 * A saved HTML value card (3.4.1 or older) as the card reads it: the template and CSS get the platform's defaults
 * where missing; every other key stays as saved.
 */
export function migrateHtmlValueCard(saved: WidgetConfig): WidgetConfig<HtmlValueCardSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_HTML_VALUE_CARD_SETTINGS, saved.settings) };
}

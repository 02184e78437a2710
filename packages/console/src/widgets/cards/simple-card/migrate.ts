import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_SIMPLE_CARD_SETTINGS, type SimpleCardSettings } from './settings';

/** A saved simple card as the card reads it: the label position defaulted, every other key kept. */
export function migrateSimpleCard(saved: WidgetConfig): WidgetConfig<SimpleCardSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_SIMPLE_CARD_SETTINGS, saved.settings) };
}

import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_MARKDOWN_CARD_SETTINGS, type MarkdownCardSettings } from './settings';

/** A saved markdown/HTML card as the card reads it: missing settings defaulted, every other key kept. */
export function migrateMarkdownCard(saved: WidgetConfig): WidgetConfig<MarkdownCardSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_MARKDOWN_CARD_SETTINGS, saved.settings) };
}

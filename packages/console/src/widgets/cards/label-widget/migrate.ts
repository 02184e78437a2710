import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import {
  DEFAULT_LABEL_FONT,
  DEFAULT_LABEL_WIDGET_SETTINGS,
  type ImageLabel,
  type LabelWidgetSettings,
} from './settings';

/** A saved label as the widget reads it: a missing font part or position defaulted, other keys kept. */
function migrateLabel(saved: unknown): ImageLabel {
  const label = withDefaults({ pattern: '', x: 0, y: 0, font: DEFAULT_LABEL_FONT }, saved);
  return {
    ...label,
    x: Number(label.x) || 0,
    y: Number(label.y) || 0,
    font: { ...label.font, size: Number(label.font.size) || 0 },
  };
}

/** A saved label widget as it reads it: the image and the labels with their defaults, every other key kept. */
export function migrateLabelWidget(saved: WidgetConfig): WidgetConfig<LabelWidgetSettings> {
  const settings = withDefaults(DEFAULT_LABEL_WIDGET_SETTINGS, saved.settings);
  const labels = Array.isArray(settings.labels) ? settings.labels.map(migrateLabel) : [];
  return { ...saved, settings: { ...settings, labels } };
}

import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { labelWidgetDefaultConfig } from './default-config';
import { migrateLabelWidget } from './migrate';

describe('migrating a label widget', () => {
  it("reads the platform's default config: its image and its one label as saved", () => {
    const migrated = migrateLabelWidget(structuredClone(labelWidgetDefaultConfig));
    expect(migrated.settings.backgroundImageUrl).toBe(labelWidgetDefaultConfig.settings.backgroundImageUrl);
    expect(migrated.settings.labels).toEqual([
      {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern of the widget, not a JavaScript template string
        pattern: 'Value: ${#0:2} units.',
        x: 20,
        y: 47,
        font: { color: '#515151', family: 'Roboto', size: 6, style: 'normal', weight: '500' },
      },
    ]);
    expect(migrateLabelWidget(structuredClone(migrated) as WidgetConfig)).toEqual(migrated);
  });

  it('defaults what a saved label lacks and reads numbers saved as text', () => {
    const migrated = migrateLabelWidget({ settings: { labels: [{ pattern: 'A', x: '10', font: { color: 'red' } }] } });
    expect(migrated.settings.labels[0]).toEqual({
      pattern: 'A',
      x: 10,
      y: 0,
      font: { family: 'Roboto', size: 6, style: 'normal', weight: '500', color: 'red' },
    });
    expect(migrateLabelWidget({ settings: { labels: null } }).settings.labels).toEqual([]);
  });
});

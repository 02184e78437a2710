import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { markdownCardDefaultConfig } from './default-config';
import { migrateMarkdownCard } from './migrate';

describe('migrating a markdown/HTML card', () => {
  it("reads the platform's default config: its pattern and function kept, the default style on", () => {
    const migrated = migrateMarkdownCard(structuredClone(markdownCardDefaultConfig));
    expect(migrated.settings).toEqual({
      ...markdownCardDefaultConfig.settings,
      applyDefaultMarkdownStyle: true,
      markdownCss: '',
    });
    expect(migrated.settings.markdownTextPattern).toContain('**Current entity**');
    expect(migrateMarkdownCard(structuredClone(migrated) as WidgetConfig)).toEqual(migrated);
  });

  it('keeps saved settings and fills in what a card saved without settings lacks', () => {
    const saved = migrateMarkdownCard({
      settings: { useMarkdownTextFunction: true, applyDefaultMarkdownStyle: false },
    });
    expect(saved.settings).toMatchObject({ useMarkdownTextFunction: true, applyDefaultMarkdownStyle: false });
    expect(saved.settings.markdownTextFunction).toContain("data[0]['entityName']");
  });
});

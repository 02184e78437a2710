import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { htmlCardDefaultConfig } from './default-config';
import { htmlCardDefinition } from './definition';

describe('migrating an HTML card', () => {
  it("reads the platform's default config: its template and CSS as saved", () => {
    const migrated = htmlCardDefinition.migrate(structuredClone(htmlCardDefaultConfig));
    expect(migrated.settings.cardHtml).toBe("<div class='card'>HTML code here</div>");
    expect(migrated.settings.cardCss).toContain('font-size: 32px;');
    expect(htmlCardDefinition.migrate(structuredClone(migrated) as WidgetConfig)).toEqual(migrated);
  });
});

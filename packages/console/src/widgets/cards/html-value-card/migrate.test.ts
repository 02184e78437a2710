import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { htmlValueCardDefaultConfig } from './default-config';
import { migrateHtmlValueCard } from './migrate';

/** The "Device Waiting" card of the Firmware dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/firmware-waiting-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved HTML value card', () => {
  const migrated = migrateHtmlValueCard(structuredClone(saved));

  it('keeps the template, the CSS, the count datasource and the click action', () => {
    expect(migrated.settings.cardHtml).toBe(saved.settings.cardHtml);
    expect(migrated.settings.cardCss).toContain('.card .value {');
    expect(migrated.datasources?.[0]).toMatchObject({
      type: 'entityCount',
      dataKeys: [{ label: 'waitingDevicesNumber' }],
    });
    expect(migrated.actions).toEqual(saved.actions);
  });

  it('changes nothing when run again and does not change the config it reads', () => {
    const copy = structuredClone(saved);
    expect(migrateHtmlValueCard(structuredClone(migrated) as WidgetConfig)).toEqual(migrateHtmlValueCard(copy));
    expect(copy).toEqual(saved);
  });

  it("fills in the platform's defaults for a card saved without settings", () => {
    expect(migrateHtmlValueCard({ ...saved, settings: {} }).settings).toEqual({
      cardHtml: "<div class='card'>HTML code here</div>",
      cardCss: '.card { font-weight: bold; }',
    });
    expect(migrateHtmlValueCard(structuredClone(htmlValueCardDefaultConfig)).settings.cardHtml).toContain(
      'Value title',
    );
  });
});

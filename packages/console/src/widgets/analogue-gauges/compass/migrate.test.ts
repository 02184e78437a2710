import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';

interface CatalogueType {
  alias: string;
  type: string;
  defaultConfig: WidgetConfig;
}

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: CatalogueType[] }>;
const compass = catalogue
  .find((bundle) => bundle.bundleAlias === 'analogue_gauges')
  ?.widgetTypes.find((type) => type.alias === 'analogue_compass');

describe('migrating the compass', () => {
  const definition = widgetDefinition('analogue_gauges.analogue_compass');

  it("starts from the catalogue's default config and keeps its settings", () => {
    expect(definition?.kind).toBe(compass?.type);
    expect(definition?.defaultConfig).toEqual(compass?.defaultConfig);
    const saved = structuredClone(compass?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated?.settings).toMatchObject(saved.settings as object);
    expect(migrated?.settings.majorTickFont).toEqual({
      family: 'Roboto',
      size: 20,
      style: 'normal',
      weight: '500',
      color: '#ccc',
    });
    expect({ ...migrated, settings: saved.settings }).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('fills in what an older compass left out', () => {
    expect(definition?.migrate({ settings: { colorNeedle: '#00ff00' } }).settings).toMatchObject({
      colorNeedle: '#00ff00',
      majorTicks: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'],
      animationTarget: 'needle',
      showBorder: true,
    });
  });
});

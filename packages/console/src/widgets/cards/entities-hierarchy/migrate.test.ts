import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { migrateEntitiesHierarchy } from './migrate';

interface CatalogueType {
  alias: string;
  type: string;
  defaultConfig: WidgetConfig;
}

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: CatalogueType[] }>;
const catalogued = catalogue
  .find((bundle) => bundle.bundleAlias === 'cards')
  ?.widgetTypes.find((type) => type.alias === 'entities_hierarchy');

describe('migrating the entities hierarchy', () => {
  const definition = widgetDefinition('cards.entities_hierarchy');

  it("starts from the catalogue's default config and reads its node functions unchanged", () => {
    expect(definition?.kind).toBe(catalogued?.type);
    expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);
    const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated).toEqual(saved);
    expect(migrated?.settings.nodeRelationQueryFunction).toContain('relationType: "Contains"');
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('gives an older save without functions empty ones, so the defaults apply', () => {
    const migrated = migrateEntitiesHierarchy({ settings: {} } as WidgetConfig);
    expect(migrated.settings.nodeTextFunction).toBe('');
    expect(migrated.settings.nodesSortFunction).toBe('');
  });
});

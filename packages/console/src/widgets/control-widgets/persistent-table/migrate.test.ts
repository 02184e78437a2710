import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { migratePersistentTable } from './migrate';

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
  .find((bundle) => bundle.bundleAlias === 'control_widgets')
  ?.widgetTypes.find((type) => type.alias === 'persistent_table');

describe('migrating the persistent RPC table', () => {
  const definition = widgetDefinition('control_widgets.persistent_table');

  it("starts from the catalogue's default config and reads its settings unchanged", () => {
    expect(definition?.kind).toBe(catalogued?.type);
    expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);
    const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('fills in what an older save leaves out and keeps the target device alias', () => {
    const migrated = migratePersistentTable({
      targetDeviceAliasIds: ['alias-1'],
      settings: { displayColumns: ['method', 'status'], defaultPageSize: null },
    } as WidgetConfig);
    expect(migrated.targetDeviceAliasIds).toEqual(['alias-1']);
    expect(migrated.settings).toMatchObject({
      displayColumns: ['method', 'status'],
      defaultPageSize: 10,
      defaultSortOrder: '-createdTime',
      allowDelete: true,
      allowSendRequest: true,
      enableFilter: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { assetAdminTableDefaultConfig } from './default-config';
import { assetAdminTableDefinition } from './definition';

describe('migrating an asset admin table', () => {
  const migrated = assetAdminTableDefinition.migrate(structuredClone(assetAdminTableDefaultConfig));

  it("reads the platform's default config with its title and its add, edit and delete actions", () => {
    expect(migrated.settings).toMatchObject({
      entitiesTitle: 'Asset admin table',
      defaultSortOrder: 'entityName',
      displayEntityType: true,
      enableSelectColumnDisplay: true,
    });
    const actions = migrated.actions as Record<string, Array<{ name: string; type: string }>>;
    expect(actions.headerButton.map((action) => [action.name, action.type])).toEqual([['Add asset', 'customPretty']]);
    expect(actions.actionCellButton.map((action) => [action.name, action.type])).toEqual([
      ['Edit asset', 'customPretty'],
      ['Delete asset', 'custom'],
    ]);
  });

  it('fills in the settings the catalogue leaves out and changes nothing when run again', () => {
    expect(migrated.settings).toMatchObject({ enableStickyAction: true, useRowStyleFunction: false });
    expect(migrated.datasources?.[0].dataKeys[0].settings).toMatchObject({ defaultColumnVisibility: 'visible' });
    expect(assetAdminTableDefinition.migrate(structuredClone(migrated) as WidgetConfig)).toEqual(migrated);
  });
});

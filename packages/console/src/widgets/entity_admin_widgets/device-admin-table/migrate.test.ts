import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { deviceAdminTableDefaultConfig } from './default-config';
import { deviceAdminTableDefinition } from './definition';

/** The "List of gateways" table of the Gateways dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateways-list-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved device admin table', () => {
  const migrated = deviceAdminTableDefinition.migrate(structuredClone(saved));

  it('keeps the saved settings and fills in the missing ones', () => {
    expect(migrated.settings).toMatchObject({
      entitiesTitle: 'List of gateways',
      entityNameColumnTitle: 'Gateway Name',
      enableSelectColumnDisplay: true,
      displayEntityType: false,
      enableStickyAction: true,
      reserveSpaceForHiddenAction: 'true',
      useRowStyleFunction: false,
    });
  });

  it('keeps the premade and saved actions as they are', () => {
    expect(migrated.actions).toEqual(saved.actions);
    const actions = migrated.actions as Record<string, Array<{ name: string; type: string }>>;
    expect(actions.headerButton.map((action) => [action.name, action.type])).toEqual([['Add device', 'customPretty']]);
    expect(actions.actionCellButton.map((action) => action.name)).toEqual([
      'Configuration',
      'Graphs',
      'Edit device',
      'Delete device',
    ]);
  });

  it('fills in the column settings and changes nothing when run again', () => {
    expect(migrated.datasources?.[0].dataKeys[1].settings).toMatchObject({
      columnWidth: '0px',
      defaultColumnVisibility: 'visible',
      columnSelectionToDisplay: 'enabled',
    });
    expect(deviceAdminTableDefinition.migrate(structuredClone(migrated) as WidgetConfig)).toEqual(migrated);
  });

  it("reads the platform's default config with its add, edit and delete actions", () => {
    const fresh = deviceAdminTableDefinition.migrate(structuredClone(deviceAdminTableDefaultConfig));
    expect(fresh.settings.entitiesTitle).toBe('Device admin table');
    const actions = fresh.actions as Record<string, Array<{ name: string }>>;
    expect(actions.headerButton.map((action) => action.name)).toEqual(['Add device']);
    expect(actions.actionCellButton.map((action) => action.name)).toEqual(['Edit device', 'Delete device']);
  });
});

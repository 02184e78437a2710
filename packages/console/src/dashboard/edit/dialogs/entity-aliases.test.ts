import type { DashboardConfiguration, EntityAlias } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { loadFixtureDashboard } from '../../model/test-fixtures';
import { aliasNameTaken, putAlias, removeAlias, widgetsUsingAlias, withEntityAliases } from './entity-aliases';

function thermostats(): DashboardConfiguration {
  return loadFixtureDashboard('thermostats').configuration as DashboardConfiguration;
}

const THERMOSTATS_ALIAS = '68a058e1-fdda-8482-715b-3ae4a488568e';
const THERMOSTAT_ALIAS = '12ae98c7-1ea2-52cf-64d5-763e9d993547';

describe('entity aliases of a configuration', () => {
  it('finds the widgets whose datasources use an alias', () => {
    const configuration = thermostats();
    expect(widgetsUsingAlias(configuration, THERMOSTATS_ALIAS).length).toBeGreaterThan(0);
    expect(widgetsUsingAlias(configuration, 'unused')).toEqual([]);
  });

  it('counts an alarm source and an RPC target as uses', () => {
    const configuration = {
      widgets: {
        alarms: { title: 'Alarms', config: { alarmSource: { type: 'entity', entityAliasId: 'a', dataKeys: [] } } },
        knob: { title: 'Knob', config: { title: 'Setpoint', targetDeviceAliasIds: ['b'] } },
      },
    } as unknown as DashboardConfiguration;
    expect(widgetsUsingAlias(configuration, 'a')).toEqual(['Alarms']);
    expect(widgetsUsingAlias(configuration, 'b')).toEqual(['Setpoint']);
  });

  it('refuses a name another alias has, trimmed, but not the edited alias’s own', () => {
    const aliases = thermostats().entityAliases;
    expect(aliasNameTaken(aliases, ' Thermostat ', null)).toBe(true);
    expect(aliasNameTaken(aliases, 'Thermostat', THERMOSTAT_ALIAS)).toBe(false);
    expect(aliasNameTaken(aliases, 'Building', null)).toBe(false);
  });

  it('applies added, replaced and removed aliases and changes nothing else', () => {
    const configuration = thermostats();
    const before = structuredClone(configuration);
    const building: EntityAlias = {
      id: 'new-alias',
      alias: 'Building',
      filter: { type: 'assetType', resolveMultiple: false, assetType: 'building', assetNameFilter: '' },
    };
    let aliases = putAlias(configuration.entityAliases, building);
    aliases = removeAlias(aliases, THERMOSTAT_ALIAS);
    const next = withEntityAliases(configuration, aliases);
    expect(configuration).toEqual(before);
    expect(Object.keys(next.entityAliases)).toEqual([THERMOSTATS_ALIAS, 'new-alias']);
    const { entityAliases: _nextAliases, ...nextRest } = next;
    const { entityAliases: _aliases, ...rest } = before;
    expect(nextRest).toEqual(rest);
  });

  it('keeps a replaced alias in its place', () => {
    const aliases = thermostats().entityAliases;
    const renamed = { ...aliases[THERMOSTATS_ALIAS], alias: 'All thermostats' } as EntityAlias;
    expect(Object.keys(putAlias(aliases, renamed))).toEqual([THERMOSTATS_ALIAS, THERMOSTAT_ALIAS]);
  });
});

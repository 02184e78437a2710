import type { Widget } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { aliasIdByName, withExtraDatasources, withTimeseriesKeys } from './entity-keys';

const widget = {
  id: 'w',
  bundleAlias: 'gateway_widgets',
  typeAlias: 'attributes_card',
  type: 'latest',
  config: {
    datasources: [
      { type: 'entity', entityAliasId: 'gw', dataKeys: [{ name: 'eventsSent', type: 'timeseries', label: 'Sent' }] },
    ],
  },
} as unknown as Widget;

describe('keys of the entity added to a widget', () => {
  it('adds the entity’s time-series keys to the first datasource after its own, once each', () => {
    const keyed = withTimeseriesKeys(widget, ['eventsSent', 'eventsProduced']);
    const keys = keyed.config.datasources?.[0].dataKeys.map((key) => [key.name, key.type, key.label]);
    expect(keys).toEqual([
      ['eventsSent', 'timeseries', 'Sent'],
      ['eventsProduced', 'timeseries', 'eventsProduced'],
    ]);
    expect(widget.config.datasources?.[0].dataKeys).toHaveLength(1);
  });

  it('leaves the widget as it is when there is nothing to add', () => {
    expect(withTimeseriesKeys(widget, [])).toBe(widget);
    expect(withTimeseriesKeys(widget, ['eventsSent'])).toBe(widget);
  });
});

describe('extra datasources of a widget', () => {
  it('adds them after its own, and keeps the widget as it is without any', () => {
    const extra = { type: 'entity' as const, entityAliasId: 'limits', dataKeys: [] };
    const added = withExtraDatasources(widget, [extra]);
    expect(added.config.datasources?.map((datasource) => datasource.entityAliasId)).toEqual(['gw', 'limits']);
    expect(withExtraDatasources(widget, [])).toBe(widget);
  });

  it('finds an alias by its name, or by its id', () => {
    const aliases = { a1: { id: 'a1', alias: 'Limits', filter: {} } } as never;
    expect(aliasIdByName(aliases, 'Limits')).toBe('a1');
    expect(aliasIdByName(aliases, 'a1')).toBe('a1');
    expect(aliasIdByName(aliases, 'Other')).toBeUndefined();
    expect(aliasIdByName(undefined, 'Limits')).toBeUndefined();
  });
});

import type { Widget } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { withTimeseriesKeys } from './entity-keys';

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

import { NULL_UUID, type WidgetTypeDetails } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { newWidgetType, withFirstAlias } from './new-widget-type';

function widgetType(tenantId: string, descriptor: Partial<WidgetTypeDetails['descriptor']>): WidgetTypeDetails {
  return {
    id: { entityType: 'WIDGET_TYPE', id: 't1' },
    createdTime: 0,
    tenantId: { entityType: 'TENANT', id: tenantId },
    bundleAlias: 'cards',
    alias: 'simple_card',
    name: 'Simple card',
    image: null,
    description: null,
    descriptor: { type: 'latest', sizeX: 5, sizeY: 3, defaultConfig: '{"title":"Simple card"}', ...descriptor },
  } as WidgetTypeDetails;
}

describe('a new widget type', () => {
  it('takes a system type with its size and parsed default config', () => {
    expect(newWidgetType(widgetType(NULL_UUID, {}))).toEqual({
      isSystemType: true,
      bundleAlias: 'cards',
      typeAlias: 'simple_card',
      type: 'latest',
      name: 'Simple card',
      sizeX: 5,
      sizeY: 3,
      defaultConfig: { title: 'Simple card' },
    });
  });

  it("marks a tenant's own type as not of the system", () => {
    expect(newWidgetType(widgetType('tenant-1', {})).isSystemType).toBe(false);
  });

  it('starts from an empty config and the default size when the type holds none usable', () => {
    const made = newWidgetType(widgetType(NULL_UUID, { defaultConfig: 'not json', sizeX: 0, sizeY: Number.NaN }));
    expect(made.defaultConfig).toEqual({});
    expect([made.sizeX, made.sizeY]).toEqual([8, 6]);
    expect(newWidgetType(widgetType(NULL_UUID, { defaultConfig: '[1]' })).defaultConfig).toEqual({});
  });
});

describe('a new widget config with the first alias', () => {
  const config = {
    title: 'New chart',
    datasources: [{ type: 'function', name: 'Simulated', dataKeys: [{ name: 'f(x)' }] }],
  };

  it("makes the type's first datasource read the alias, without the function's keys", () => {
    expect(withFirstAlias(config, 'a1').datasources).toEqual([
      { type: 'entity', entityAliasId: 'a1', filterId: null, dataKeys: [] },
    ]);
  });

  it('keeps the default datasource when the dashboard has no alias, and adds none to a type without any', () => {
    expect(withFirstAlias(config, undefined)).toBe(config);
    expect(withFirstAlias({ title: 'Static', datasources: [] }, 'a1').datasources).toEqual([]);
  });
});

import type { WidgetTypeDescriptor } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widgets/widget-config';
import { customWidgetDefinition, platformJsonSchema } from './custom-widget-definition';

const settingsSchema = JSON.stringify({
  schema: { type: 'object', title: 'Settings', properties: { prefix: { title: 'Prefix', type: 'string' } } },
  form: ['prefix'],
});

const descriptor = (changes: Partial<WidgetTypeDescriptor>): WidgetTypeDescriptor => ({
  type: 'latest',
  sizeX: 5,
  sizeY: 3,
  defaultConfig: '{}',
  ...changes,
});

describe('a custom widget type’s configuration', () => {
  it("takes the JSON schema of the platform's {schema, form} settings", () => {
    expect(platformJsonSchema(settingsSchema)).toEqual({
      type: 'object',
      title: 'Settings',
      properties: { prefix: { title: 'Prefix', type: 'string' } },
    });
  });

  it('has no schema for empty, damaged or shapeless text', () => {
    for (const text of [undefined, '', '{}', '{"schema": 3}', '{"schema": {"type": "string"}}', 'not json']) {
      expect(platformJsonSchema(text)).toBeUndefined();
    }
  });

  it('offers an empty settings form and no key settings for a type without schemas', () => {
    const definition = customWidgetDefinition(descriptor({}));
    expect(definition.kind).toBe('latest');
    expect(definition.settingsSchema).toEqual({ type: 'object', properties: {} });
    expect(definition.dataKeySettingsSchema).toBeUndefined();
  });

  it('reads a saved config as saved, with settings objects where they are missing', () => {
    const definition = customWidgetDefinition(descriptor({ settingsSchema, dataKeySettingsSchema: settingsSchema }));
    const saved = {
      title: 'Boiler',
      settings: { prefix: 'T' },
      datasources: [{ type: 'entity', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 't', color: '' }] }],
    } as unknown as WidgetConfig;
    const migrated = definition.migrate(saved);
    expect(migrated.settings).toEqual({ prefix: 'T' });
    expect(migrated.datasources?.[0]?.dataKeys[0]?.settings).toEqual({});
    expect(definition.migrate({ title: 'x' } as unknown as WidgetConfig).settings).toEqual({});
    expect(definition.dataKeySettingsSchema?.properties).toHaveProperty('prefix');
  });
});

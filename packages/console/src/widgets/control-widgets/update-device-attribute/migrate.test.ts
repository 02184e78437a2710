import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { migrateUpdateDeviceAttribute } from './migrate';
import { DEFAULT_UPDATE_DEVICE_ATTRIBUTE_SETTINGS } from './settings';

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
  ?.widgetTypes.find((type) => type.alias === 'update_attributes');

describe('migrating the update device attribute button', () => {
  const definition = widgetDefinition('control_widgets.update_attributes');

  it("starts from the catalogue's default config and reads it with the button settings", () => {
    expect(definition?.kind).toBe(catalogued?.type);
    expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);
    const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    const D = DEFAULT_UPDATE_DEVICE_ATTRIBUTE_SETTINGS;
    expect(migrated?.settings).toEqual({
      ...D,
      ...saved.settings,
      styleButton: { ...D.styleButton, ...(saved.settings?.styleButton as object) },
    });
    expect({ ...migrated, settings: saved.settings }).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('reads a scope it cannot save, and missing button style, with the platform fallbacks', () => {
    const saved = { settings: { entityAttributeType: 'CLIENT_SCOPE', styleButton: { isPrimary: true } } };
    const settings = migrateUpdateDeviceAttribute(saved as WidgetConfig).settings;
    expect(settings.entityAttributeType).toBe('SERVER_SCOPE');
    expect(settings.styleButton).toEqual({ isRaised: true, isPrimary: true, bgColor: null, textColor: null });
    expect(settings.entityParameters).toBe('{}');
  });
});

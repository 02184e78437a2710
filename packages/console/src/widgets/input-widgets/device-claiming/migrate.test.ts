import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { DEFAULT_DEVICE_CLAIMING_SETTINGS } from './settings';

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: Array<{ alias: string; type: string; defaultConfig: WidgetConfig }> }>;
const catalogued = catalogue
  .find((bundle) => bundle.bundleAlias === 'input_widgets')
  ?.widgetTypes.find((type) => type.alias === 'device_claiming_widget');

describe('migrating a device claiming widget', () => {
  it("starts from the catalogue's default config and reads it with the secret key field shown", () => {
    const definition = widgetDefinition('input_widgets.device_claiming_widget');
    expect(definition?.kind).toBe(catalogued?.type);
    expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);
    const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated?.settings).toEqual({ ...DEFAULT_DEVICE_CLAIMING_SETTINGS, deviceSecret: true, showLabel: true });
    expect({ ...migrated, settings: saved.settings }).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('keeps the texts an author saved and unknown keys', () => {
    const migrate = widgetDefinition('input_widgets.device_claiming_widget')?.migrate;
    const settings = migrate?.({ settings: { labelClaimButon: 'Take it', showLabel: false, extra: 1 } }).settings;
    expect(settings).toMatchObject({ labelClaimButon: 'Take it', showLabel: false, deviceSecret: false, extra: 1 });
  });
});

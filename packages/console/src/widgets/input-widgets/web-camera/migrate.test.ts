import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { DEFAULT_WEB_CAMERA_SETTINGS } from './settings';

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: Array<{ alias: string; type: string; defaultConfig: WidgetConfig }> }>;
const catalogued = catalogue
  .find((bundle) => bundle.bundleAlias === 'input_widgets')
  ?.widgetTypes.find((type) => type.alias === 'web_camera_input');

describe('migrating a photo camera input', () => {
  it("starts from the catalogue's default config and reads it with the platform's PNG at 640 by 480", () => {
    const definition = widgetDefinition('input_widgets.web_camera_input');
    expect(definition?.kind).toBe(catalogued?.type);
    expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);
    const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated?.settings).toEqual(DEFAULT_WEB_CAMERA_SETTINGS);
    expect({ ...migrated, settings: saved.settings }).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('keeps saved settings and unknown keys', () => {
    const migrate = widgetDefinition('input_widgets.web_camera_input')?.migrate;
    const settings = migrate?.({ settings: { imageFormat: 'image/webp', imageQuality: 0.5, extra: true } }).settings;
    expect(settings).toEqual({
      ...DEFAULT_WEB_CAMERA_SETTINGS,
      imageFormat: 'image/webp',
      imageQuality: 0.5,
      extra: true,
    });
  });
});

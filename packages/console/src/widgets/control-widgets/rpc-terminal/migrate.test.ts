import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { migrateRpcTerminal } from './migrate';
import { DEFAULT_RPC_TERMINAL_SETTINGS } from './settings';

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
  ?.widgetTypes.find((type) => type.alias === 'rpc_debug_terminal');

describe('migrating the RPC debug terminal', () => {
  const definition = widgetDefinition('control_widgets.rpc_debug_terminal');

  it("starts from the catalogue's default config and reads it with the terminal settings", () => {
    expect(definition?.kind).toBe(catalogued?.type);
    expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);
    const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated?.settings).toEqual({ ...DEFAULT_RPC_TERMINAL_SETTINGS, ...saved.settings });
    expect({ ...migrated, settings: saved.settings }).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('keeps the GPIO settings it does not read and falls back to the platform timeout', () => {
    const settings = migrateRpcTerminal({ settings: { requestTimeout: null, gpioList: [] } } as WidgetConfig).settings;
    expect(settings).toEqual({ requestTimeout: 500, requestPersistent: false, gpioList: [] });
  });
});

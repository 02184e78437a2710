import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { gatewayConfigurationDefaultConfig } from './default-config';
import { migrateGatewayConfig } from './migrate';

/** The gateway configuration form of the Gateways dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateway-configuration-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved gateway configuration form', () => {
  const migrated = migrateGatewayConfig(structuredClone(saved));

  it('keeps the saved settings and every other key, and is idempotent', () => {
    expect(migrated.settings).toEqual({ gatewayTitle: 'Gateway configuration (Single device)', readOnly: false });
    expect(migrated.datasources?.[0].entityAliasId).toBe('b2487e75-2fa4-f211-142c-434dfd50c70c');
    expect(migrateGatewayConfig(structuredClone(migrated))).toEqual(migrated);
  });

  it("fills in missing settings, the catalogue's default config included", () => {
    expect(migrateGatewayConfig({ settings: {} }).settings.readOnly).toBe(false);
    expect(migrateGatewayConfig(structuredClone(gatewayConfigurationDefaultConfig)).settings.readOnly).toBe(false);
  });
});

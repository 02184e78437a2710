import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { rpcButtonDefaultConfig } from './default-config';
import { migrateRpcButton } from './migrate';

/** The "GATEWAY REBOOT" button of the Gateways dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateways-reboot-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved RPC button', () => {
  const migrated = migrateRpcButton(structuredClone(saved));

  it('keeps the saved command and fills in the settings the export leaves out', () => {
    expect(migrated.settings).toMatchObject({
      methodName: 'gateway_reboot',
      buttonText: 'GATEWAY REBOOT',
      methodParams: '{}',
      oneWayElseTwoWay: true,
      requestTimeout: 5000,
      title: '',
      showError: false,
      requestPersistent: false,
      styleButton: { isRaised: true, isPrimary: false, bgColor: null, textColor: null },
    });
  });

  it('keeps the target device alias and every other key', () => {
    expect(migrated.targetDeviceAliasIds).toEqual(['b2487e75-2fa4-f211-142c-434dfd50c70c']);
    expect(migrated.backgroundColor).toBe('#e6e7e8');
    expect(migrated.targetDeviceAliases).toEqual([]);
  });

  it('is idempotent', () => {
    expect(migrateRpcButton(structuredClone(migrated))).toEqual(migrated);
  });

  it("reads the catalogue's default config", () => {
    expect(migrateRpcButton(structuredClone(rpcButtonDefaultConfig)).settings.buttonText).toBe('Send RPC');
  });
});

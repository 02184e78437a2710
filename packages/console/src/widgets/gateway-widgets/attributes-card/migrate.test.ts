import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { gatewayEventsDefaultConfig } from './default-config';
import { migrateGatewayEvents } from './migrate';

/** The "Gateway events" card of the Gateways dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateway-events-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved gateway events card', () => {
  const migrated = migrateGatewayEvents(structuredClone(saved));

  it('keeps the wanted key parts and the title setting', () => {
    expect(migrated.settings).toEqual({
      eventsTitle: 'Gateway Events Form',
      eventsReg: ['EventsProduced', 'EventsSent'],
    });
    expect(migrated.datasources?.[0].entityAliasId).toBe('b2487e75-2fa4-f211-142c-434dfd50c70c');
  });

  it('fills in missing settings and is idempotent', () => {
    expect(migrateGatewayEvents({ settings: {} }).settings.eventsReg).toEqual([]);
    expect(migrateGatewayEvents(structuredClone(migrated))).toEqual(migrated);
    expect(migrateGatewayEvents(structuredClone(gatewayEventsDefaultConfig)).settings.eventsReg).toEqual([]);
  });
});

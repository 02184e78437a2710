import type { Device, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture } from './support/fixtures.js';
import { debugBodiesOf, messageTypeFilter, postTelemetry, ruleNode, saveRootChain } from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let contained: { device: Device; token: string };
let loose: { device: Device; token: string };

const probe = (name: string, type: string, configuration: Record<string, unknown>) =>
  ruleNode(type, name, configuration, true);

/** The nodes under test, each reached by every telemetry message and every entity creation, each in debug mode. */
const PROBES = [
  probe('Check fields', 'filter.TbCheckMessageNode', {
    messageNames: ['temperature'],
    metadataNames: [],
    checkAllKeys: true,
  }),
  probe('Script switch', 'filter.TbJsSwitchNode', {
    jsScript:
      "if (msg.humidity === 0) throw new Error('dry'); return msg.temperature > 25 ? ['Hot'] : ['Cool', 'Other'];",
  }),
  probe('Originator type', 'filter.TbOriginatorTypeFilterNode', { originatorTypes: ['DEVICE'] }),
  probe('Originator switch', 'filter.TbOriginatorTypeSwitchNode', { version: 0 }),
  probe('Geofence', 'geo.TbGpsGeofencingFilterNode', {
    latitudeKeyName: 'latitude',
    longitudeKeyName: 'longitude',
    perimeterType: 'CIRCLE',
    fetchPerimeterInfoFromMessageMetadata: false,
    centerLatitude: 50,
    centerLongitude: 30,
    range: 10,
    rangeUnit: 'KILOMETER',
  }),
  probe('Json path', 'transform.TbJsonPathNode', { jsonPath: '$.nested.v' }),
  probe('Math', 'math.TbMathNode', {
    operation: 'CUSTOM',
    customFunction: '(x - 32) / 1.8',
    arguments: [{ name: 'x', type: 'MESSAGE_BODY', key: 'temperature' }],
    result: { type: 'MESSAGE_BODY', key: 'celsius', resultValuePrecision: 1, addToBody: false, addToMetadata: false },
  }),
  probe('Has parent', 'filter.TbCheckRelationNode', {
    direction: 'FROM',
    relationType: 'Contains',
    checkForSingleEntity: false,
    entityType: null,
    entityId: null,
  }),
];

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  ({ metadata } = await saveRootChain(tenant.admin, 'Relations', {
    nodes: [messageTypeFilter('Entry', ['POST_TELEMETRY_REQUEST', 'ENTITY_CREATED']), ...PROBES],
    connections: PROBES.map((_, index) => ({ fromIndex: 0, toIndex: index + 1, type: 'True' })),
  }));
  contained = await createDevice(tenant.admin);
  loose = await createDevice(tenant.admin);
  const site = await tenant.admin.assets.save({ name: 'Site', type: 'site' });
  await tenant.admin.relations.save({ from: site.id, to: contained.device.id, type: 'Contains', typeGroup: 'COMMON' });
});

const debugOf = (name: string, msgType: string) =>
  debugBodiesOf(tenant.admin, tenant.tenant.id.id, metadata, name, { msgType });

/** Where the messages the node received went on, by their data (two devices send the same data): the relations, sorted. */
async function routes(name: string, msgType = 'POST_TELEMETRY_REQUEST'): Promise<Record<string, string[]>> {
  const events = await debugOf(name, msgType);
  const dataById = new Map(events.filter((each) => each.type === 'IN').map((each) => [each.msgId, each.data]));
  const routed: Record<string, string[]> = {};
  for (const event of events.filter((each) => each.type === 'OUT')) {
    const key = dataById.get(event.msgId) ?? `(${event.msgId})`;
    routed[key as string] = [...new Set([...(routed[key as string] ?? []), event.relationType as string])].sort();
  }
  return routed;
}

const HOT = { temperature: 30, latitude: 50.01, longitude: 30.01, nested: { v: 1 } };
const FAR = { temperature: 20, latitude: 10, longitude: 10 };
const DRY = { humidity: 0 };
const text = (body: unknown) => JSON.stringify(body);

describe('every relation of the filter, geofencing, transformation and math nodes in a running chain', () => {
  beforeAll(async () => {
    for (const body of [HOT, FAR, DRY]) {
      await postTelemetry(server, contained.token, body);
    }
    await postTelemetry(server, loose.token, HOT);
    await vi.waitFor(async () => {
      for (const probe of PROBES) {
        const events = await debugOf(probe.name, 'POST_TELEMETRY_REQUEST');
        expect(events.filter((each) => each.type === 'IN')).toHaveLength(4);
        expect(events.filter((each) => each.type === 'OUT').length).toBeGreaterThanOrEqual(4);
      }
    }, POLL);
  });

  it('check fields: True when every named key is there, False when one is missing', async () => {
    expect(await routes('Check fields')).toEqual({
      [text(HOT)]: ['True'],
      [text(FAR)]: ['True'],
      [text(DRY)]: ['False'],
    });
  });

  it('script switch: the relations the script names, and Failure when it throws', async () => {
    expect(await routes('Script switch')).toEqual({
      [text(HOT)]: ['Hot'],
      [text(FAR)]: ['Cool', 'Other'],
      [text(DRY)]: ['Failure'],
    });
  });

  it('geofencing filter: True inside the circle, False outside, Failure without coordinates', async () => {
    expect(await routes('Geofence')).toEqual({
      [text(HOT)]: ['True'],
      [text(FAR)]: ['False'],
      [text(DRY)]: ['Failure'],
    });
  });

  it('JSON path: Success with what the path names, Failure when a definite path finds nothing', async () => {
    expect(await routes('Json path')).toEqual({
      [text(HOT)]: ['Success'],
      [text(FAR)]: ['Failure'],
      [text(DRY)]: ['Failure'],
    });
  });

  it('math function: Success with its result, Failure when an argument is missing', async () => {
    expect(await routes('Math')).toEqual({
      [text(HOT)]: ['Success'],
      [text(FAR)]: ['Success'],
      [text(DRY)]: ['Failure'],
    });
    const out = (await debugOf('Math', 'POST_TELEMETRY_REQUEST')).find(
      (each) =>
        each.type === 'OUT' && each.relationType === 'Success' && JSON.parse(each.data ?? '{}').celsius === -1.1,
    );
    expect(out).toBeDefined();
  });

  it('check relation: True for a device something contains, False for one nothing does', async () => {
    const events = await debugOf('Has parent', 'POST_TELEMETRY_REQUEST');
    const out = (deviceId: string) => [
      ...new Set(events.filter((e) => e.type === 'OUT' && e.entityId === deviceId).map((e) => e.relationType)),
    ];
    expect(out(contained.device.id.id)).toEqual(['True']);
    expect(out(loose.device.id.id)).toEqual(['False']);
  });

  it('originator type filter and switch: True and Device for a device, False and Asset for an asset', async () => {
    const created = async (name: string, entityType: string) =>
      (await debugOf(name, 'ENTITY_CREATED'))
        .filter((each) => each.type === 'OUT' && each.entityType === entityType)
        .map((each) => each.relationType);
    expect(await created('Originator type', 'DEVICE')).toEqual(['True', 'True']);
    expect(await created('Originator type', 'ASSET')).toEqual(['False']);
    expect(await created('Originator switch', 'DEVICE')).toEqual(['Device', 'Device']);
    expect(await created('Originator switch', 'ASSET')).toEqual(['Asset']);
  });
});

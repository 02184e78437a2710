// biome-ignore-all lint/suspicious/noTemplateCurlyInString: node patterns name metadata keys as ${key}
import type { DebugRuleNodeEventBody, Device, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture } from './support/fixtures.js';
import {
  debugBodiesOf,
  debugEventsOf,
  messageTypeFilter,
  postTelemetry,
  ruleNode,
  saveRootChain,
} from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
/** A device with attributes of every scope, a history of readings, a related sensor and a related site. */
let rich: { device: Device; token: string };
/** A device with nothing: no attributes, no history, no relations. */
let plain: { device: Device; token: string };

const NOW = Date.now();
/** The rich device's readings, a minute and a half to a minute ago: inside the last five minutes. */
const HISTORY = [
  { ts: NOW - 90_000, values: { reading: 1 } },
  { ts: NOW - 80_000, values: { reading: 2 } },
  { ts: NOW - 70_000, values: { reading: 3 } },
];
const LAST_FIVE_MINUTES = {
  startInterval: 5,
  endInterval: 0,
  startIntervalTimeUnit: 'MINUTES',
  endIntervalTimeUnit: 'MINUTES',
  useMetadataIntervalPatterns: false,
  startIntervalPattern: '',
  endIntervalPattern: '',
  aggregation: 'NONE',
  latestTsKeyNames: ['reading'],
};
const ATTRIBUTE_KEYS = {
  clientAttributeNames: ['firmware'],
  sharedAttributeNames: ['setpoint'],
  serverAttributeNames: ['limit'],
  latestTsKeyNames: ['reading'],
};

const MESSAGE = { temperature: 21, tempUnit: 'C', label: 'hall', humidity: 40 };

const probe = (name: string, type: string, configuration: Record<string, unknown>) =>
  ruleNode(type, name, configuration, true);

/** The nodes under test, each reached by every telemetry message of both devices. */
const PROBES = [
  probe('First reading', 'metadata.TbGetTelemetryNode', { ...LAST_FIVE_MINUTES, fetchMode: 'FIRST', limit: 1000 }),
  probe('Last reading', 'metadata.TbGetTelemetryNode', { ...LAST_FIVE_MINUTES, fetchMode: 'LAST', limit: 1000 }),
  probe('All readings', 'metadata.TbGetTelemetryNode', {
    ...LAST_FIVE_MINUTES,
    fetchMode: 'ALL',
    orderBy: 'DESC',
    limit: 2,
  }),
  probe('Readings by pattern', 'metadata.TbGetTelemetryNode', {
    ...LAST_FIVE_MINUTES,
    fetchMode: 'ALL',
    useMetadataIntervalPatterns: true,
    startIntervalPattern: '${startTs}',
    endIntervalPattern: '${ts}',
  }),
  probe('Originator attributes', 'metadata.TbGetAttributesNode', {
    ...ATTRIBUTE_KEYS,
    tellFailureIfAbsent: true,
    getLatestValueWithTs: true,
  }),
  probe('Lenient attributes', 'metadata.TbGetAttributesNode', {
    ...ATTRIBUTE_KEYS,
    tellFailureIfAbsent: false,
    getLatestValueWithTs: false,
  }),
  probe('Sensor attributes', 'metadata.TbGetDeviceAttrNode', {
    ...ATTRIBUTE_KEYS,
    tellFailureIfAbsent: true,
    getLatestValueWithTs: false,
    deviceRelationsQuery: {
      direction: 'FROM',
      maxLevel: 1,
      relationType: 'Contains',
      deviceTypes: ['default'],
      fetchLastLevelOnly: false,
    },
  }),
  probe('Site attributes', 'metadata.TbGetRelatedAttributeNode', {
    attrMapping: { zone: 'siteZone' },
    telemetry: false,
    relationsQuery: {
      direction: 'FROM',
      maxLevel: 1,
      filters: [{ relationType: 'Located', entityTypes: ['ASSET'] }],
      fetchLastLevelOnly: false,
    },
  }),
  probe('Site telemetry', 'metadata.TbGetRelatedAttributeNode', {
    attrMapping: { level: 'siteLevel' },
    telemetry: true,
    relationsQuery: {
      direction: 'FROM',
      maxLevel: 1,
      filters: [{ relationType: 'Located', entityTypes: ['ASSET'] }],
      fetchLastLevelOnly: false,
    },
  }),
  probe('Data to metadata', 'transform.TbCopyKeysNode', { fromMetadata: false, keys: ['^temp.*$', 'label'] }),
  probe('Metadata to data', 'transform.TbCopyKeysNode', { fromMetadata: true, keys: ['^device(Name|Type)$'] }),
];

/** Nodes that send messages on later: the delay holds one message at a time, the count tells every second. */
const DELAY_SECONDS = 3;
const TIMED = [
  probe('Delay', 'delay.TbMsgDelayNode', {
    periodInSeconds: DELAY_SECONDS,
    maxPendingMsgs: 1,
    periodInSecondsPattern: null,
    useMetadataPeriodInSecondsPatterns: false,
  }),
  probe('Count', 'action.TbMsgCountNode', { telemetryPrefix: 'messageCount', interval: 1 }),
];

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  ({ metadata } = await saveRootChain(tenant.admin, 'Data enrichment relations', {
    nodes: [
      messageTypeFilter('Telemetry?'),
      ...PROBES,
      ...TIMED,
      ruleNode('telemetry.TbMsgAttributesNode', 'Save client attributes', {
        scope: 'CLIENT_SCOPE',
        notifyDevice: false,
      }),
    ],
    connections: [
      ...[...PROBES, ...TIMED].map((_, index) => ({ fromIndex: 0, toIndex: index + 1, type: 'True' })),
      // The attributes devices post are not telemetry: they are saved, so the nodes under test can read them.
      { fromIndex: 0, toIndex: PROBES.length + TIMED.length + 1, type: 'False' },
    ],
  }));
  rich = await createDevice(tenant.admin);
  plain = await createDevice(tenant.admin);
  const sensor = await createDevice(tenant.admin);
  const site = await tenant.admin.assets.save({ name: 'Site', type: 'site' });
  await tenant.admin.relations.save({
    from: rich.device.id,
    to: sensor.device.id,
    type: 'Contains',
    typeGroup: 'COMMON',
  });
  await tenant.admin.relations.save({ from: rich.device.id, to: site.id, type: 'Located', typeGroup: 'COMMON' });
  await tenant.admin.telemetry.saveAttributes(site.id, 'SERVER_SCOPE', { zone: 'north' });
  await tenant.admin.telemetry.saveTimeseries(site.id, { level: 7 });
  for (const { device, token } of [rich, sensor]) {
    await tenant.admin.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { limit: 10 });
    await tenant.admin.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { setpoint: 21.5 });
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/attributes`, { firmware: 'v2' })).status).toBe(200);
    await tenant.admin.telemetry.saveTimeseries(device.id, HISTORY);
  }
  for (const { device } of [rich, sensor]) {
    await vi.waitFor(async () => {
      expect(await tenant.admin.telemetry.attributes(device.id, 'CLIENT_SCOPE', ['firmware'])).toHaveLength(1);
    }, POLL);
  }
  // One message from each device, the rich one first, reaches every node under test.
  for (const { token } of [rich, plain]) {
    await postTelemetry(server, token, MESSAGE);
  }
});

const debugOf = (name: string) =>
  debugBodiesOf(tenant.admin, tenant.tenant.id.id, metadata, name, { msgType: 'POST_TELEMETRY_REQUEST' });

/** The message the node sent on for the device, with its relation and its metadata read back as an object. */
async function outOf(name: string, device: { device: Device }) {
  const events = await debugOf(name);
  const out = events.find((each) => each.type === 'OUT' && each.entityId === device.device.id.id);
  if (!out) throw new Error(`${name} sent nothing on for the device`);
  return {
    relation: out.relationType,
    metadata: JSON.parse(out.metadata) as Record<string, string>,
    data: JSON.parse(out.data),
  };
}

describe('every relation of the telemetry, attribute and copy keys nodes in a running chain', () => {
  beforeAll(async () => {
    await vi.waitFor(async () => {
      for (const { name } of PROBES) expect((await debugOf(name)).filter((e) => e.type === 'OUT')).toHaveLength(2);
    }, POLL);
  });

  it('originator telemetry FIRST and LAST: Success with the oldest and the newest reading of the interval', async () => {
    // The platform puts a single reading into the metadata as a JSON text node, quotes included.
    expect((await outOf('First reading', rich)).metadata.reading).toBe('"1"');
    expect((await outOf('Last reading', rich)).metadata.reading).toBe('"3"');
    // A device without readings goes on along Success, its metadata without the key.
    const none = await outOf('Last reading', plain);
    expect(none.relation).toBe('Success');
    expect(none.metadata).not.toHaveProperty('reading');
  });

  it('originator telemetry ALL: Success with the readings as a JSON array, in the order and up to the limit set', async () => {
    const all = await outOf('All readings', rich);
    expect(all.relation).toBe('Success');
    expect(JSON.parse(all.metadata.reading)).toEqual([
      { ts: HISTORY[2]?.ts, value: 3 },
      { ts: HISTORY[1]?.ts, value: 2 },
    ]);
  });

  it('originator telemetry: Failure when the interval names a metadata value the message does not carry', async () => {
    const failed = await outOf('Readings by pattern', rich);
    expect(failed.relation).toBe('Failure');
    expect((await debugOf('Readings by pattern')).find((each) => each.type === 'OUT')?.error).toContain(
      "Message metadata value: 'startTs' is undefined",
    );
  });

  it('originator attributes: every scope under its prefix, latest telemetry with its time, Failure when absent', async () => {
    const found = await outOf('Originator attributes', rich);
    expect(found.relation).toBe('Success');
    expect(found.metadata).toMatchObject({ cs_firmware: 'v2', shared_setpoint: '21.5', ss_limit: '10' });
    expect(JSON.parse(found.metadata.reading ?? '')).toEqual({ ts: HISTORY[2]?.ts, value: 3 });
    expect((await outOf('Originator attributes', plain)).relation).toBe('Failure');
  });

  it('originator attributes without tellFailureIfAbsent: Success, with only the keys that exist', async () => {
    expect((await outOf('Lenient attributes', rich)).metadata).toMatchObject({ ss_limit: '10', reading: '3' });
    const lenient = await outOf('Lenient attributes', plain);
    expect(lenient.relation).toBe('Success');
    expect(Object.keys(lenient.metadata).filter((key) => /^(cs_|shared_|ss_|reading)/.test(key))).toEqual([]);
  });

  it('related device attributes: Success with the contained sensor’s keys, Failure for a device containing none', async () => {
    const found = await outOf('Sensor attributes', rich);
    expect(found.relation).toBe('Success');
    expect(found.metadata).toMatchObject({ cs_firmware: 'v2', shared_setpoint: '21.5', ss_limit: '10', reading: '3' });
    expect((await outOf('Sensor attributes', plain)).relation).toBe('Failure');
  });

  it('related attributes: Success with the site’s attribute or telemetry under the mapped name, Failure without a site', async () => {
    const attribute = await outOf('Site attributes', rich);
    expect({ relation: attribute.relation, siteZone: attribute.metadata.siteZone }).toEqual({
      relation: 'Success',
      siteZone: 'north',
    });
    const telemetry = await outOf('Site telemetry', rich);
    expect({ relation: telemetry.relation, siteLevel: telemetry.metadata.siteLevel }).toEqual({
      relation: 'Success',
      siteLevel: '7',
    });
    expect((await outOf('Site attributes', plain)).relation).toBe('Failure');
    expect((await outOf('Site telemetry', plain)).relation).toBe('Failure');
  });

  it('copy keys: Success with the data keys matching a pattern copied to the metadata, and back', async () => {
    const toMetadata = await outOf('Data to metadata', plain);
    expect(toMetadata.relation).toBe('Success');
    expect(toMetadata.metadata).toMatchObject({ temperature: '21', tempUnit: 'C', label: 'hall' });
    expect(toMetadata.metadata).not.toHaveProperty('humidity');
    const toData = await outOf('Metadata to data', plain);
    expect(toData.relation).toBe('Success');
    expect(toData.data).toEqual({
      temperature: 21,
      tempUnit: 'C',
      label: 'hall',
      humidity: 40,
      deviceName: plain.device.name,
      deviceType: 'default',
    });
  });
});

describe('the delay and message count nodes in a running chain', () => {
  it('delay: Success with a copy of the message once the period has passed, Failure beyond the pending limit', async () => {
    await vi.waitFor(async () => {
      expect((await debugOf('Delay')).filter((e) => e.relationType === 'Success')).toHaveLength(1);
    }, POLL);
    const events = await debugOf('Delay');
    const received = events.filter((each) => each.type === 'IN');
    const [first, second] = received;
    // The node ends every message it takes (the debug log shows it as ACK); what it sends on are new messages.
    expect(events.filter((each) => each.relationType === 'ACK').map((each) => each.msgId)).toEqual([first?.msgId]);
    const sent = events.filter((each) => each.type === 'OUT' && each.relationType !== 'ACK');
    // The second message came while the first was waiting, so the limit of one pending message refused it.
    const refused = sent.find((each) => each.relationType === 'Failure');
    expect(refused?.msgId).toBe(second?.msgId);
    expect(refused?.error).toContain('Max limit of pending messages reached!');
    const delayed = sent.find((each) => each.relationType === 'Success');
    expect(delayed?.entityId).toBe(first?.entityId);
    expect(delayed?.msgId).not.toBe(first?.msgId);
    expect(delayed?.data).toBe(first?.data);
    const createdTime = async (msgId: string | undefined, type: 'IN' | 'OUT') => {
      const events = await debugEventsOf(tenant.admin, tenant.tenant.id.id, metadata, 'Delay', {
        msgType: 'POST_TELEMETRY_REQUEST',
      });
      const event = events.find((each) => {
        const body = each.body as DebugRuleNodeEventBody;
        return body.msgId === msgId && body.type === type;
      });
      return event?.createdTime ?? Number.NaN;
    };
    const waited = (await createdTime(delayed?.msgId, 'OUT')) - (await createdTime(first?.msgId, 'IN'));
    expect(waited).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000 - 50);
  });

  it('message count: Success with a telemetry message of the tenant counting what came in during each interval', async () => {
    let counted: DebugRuleNodeEventBody[] = [];
    await vi.waitFor(async () => {
      const events = await debugOf('Count');
      // Every message counted ends there (ACK in the debug log); the counts are messages of their own.
      expect(events.filter((each) => each.relationType === 'ACK')).toHaveLength(2);
      counted = events.filter((each) => each.type === 'OUT' && each.relationType !== 'ACK');
      const total = counted.reduce((sum, each) => sum + Number(Object.values(JSON.parse(each.data))[0]), 0);
      expect(total).toBe(2);
    }, POLL);
    for (const each of counted) {
      expect(each).toMatchObject({ relationType: 'Success', entityType: 'TENANT', entityId: tenant.tenant.id.id });
      expect(Object.keys(JSON.parse(each.data))).toEqual([expect.stringMatching(/^messageCount_.+$/)]);
      expect(JSON.parse(each.metadata)).toEqual({ delta: '1000' });
    }
  });
});

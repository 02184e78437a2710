import type { Api } from '@fleetdeck/client';
import type { EntityId } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import {
  createTwoTenants,
  expectPermissionDenied,
  POLL,
  raw,
  type TenantFixture,
  tokenOf,
} from './support/fixtures.js';
import { messageTypeFilter, ruleNode, saveRootChain, saveTimeseriesNode } from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

// The queue statistics are saved every 300 ms here, rather than every minute.
const server = useTestServer({ MQTT_PORT: '0', RULE_ENGINE_STATS_INTERVAL: '300' });
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let chainName: string;

const COUNTERS = ['totalMsgs', 'successfulMsgs', 'failedMsgs', 'timeoutMsgs', 'tmpFailed', 'tmpTimeout'];

/**
 * Tenant A's root chain: telemetry goes on to a script filter that throws for a reading marked `fail` and has no
 * Failure connection, so such a message fails in its queue; the others are saved. Other messages stop at the first
 * node, which is a success.
 */
beforeAll(async () => {
  [tenantA, tenantB] = await createTwoTenants(server, await server.as('sysadmin'));
  chainName = `Statistics ${Date.now()}`;
  await saveRootChain(tenantA.admin, chainName, {
    nodes: [
      messageTypeFilter('Telemetry?'),
      ruleNode('filter.TbJsFilterNode', 'Check reading', {
        jsScript: "if (msg.fail) { throw new Error('reading refused'); } return true;",
      }),
      saveTimeseriesNode('Save'),
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'True' },
      { fromIndex: 1, toIndex: 2, type: 'True' },
    ],
  });
  const { token } = await createDevice(tenantA.admin);
  // The device API answers once the message is done with in its queue, so every message is counted after this.
  for (const reading of [{ t: 1 }, { t: 2, fail: true }, { t: 3 }, { t: 4, fail: true }, { t: 5 }]) {
    await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, reading);
  }
});

/** The tenant's statistics assets of one queue. */
async function serviceQueueAssets(api: Api, queueName = 'Main') {
  const page = await raw(server, 'GET', '/api/tenant/assets?pageSize=100&page=0&type=TbServiceQueue', {
    token: tokenOf(api),
  });
  const assets = page.json.data as { id: EntityId; name: string; type: string }[];
  return assets.filter((asset) => asset.name.startsWith(`${queueName}_`));
}

async function mainQueueAsset(): Promise<EntityId> {
  await expect.poll(async () => (await serviceQueueAssets(tenantA.admin)).length, POLL).toBe(1);
  const [asset] = await serviceQueueAssets(tenantA.admin);
  return asset?.id as EntityId;
}

/** Each counter summed over the saved intervals, however the intervals split the messages. */
async function counted(asset: EntityId): Promise<Record<string, number>> {
  const data = await tenantA.admin.telemetry.timeseries(asset, {
    keys: COUNTERS,
    startTs: 0,
    endTs: Date.now() + 60_000,
    limit: 10_000,
  });
  return Object.fromEntries(
    COUNTERS.map((key) => [key, (data[key] ?? []).reduce((sum, point) => sum + Number(point.value), 0)]),
  );
}

describe('rule engine statistics', () => {
  it('are saved on an asset of type TbServiceQueue named after the queue and the server', async () => {
    await expect
      .poll(async () => (await serviceQueueAssets(tenantA.admin)).map((asset) => asset.type), POLL)
      .toEqual(['TbServiceQueue']);
    const [asset] = await serviceQueueAssets(tenantA.admin);
    expect(asset?.name).toMatch(/^Main_.+/);
  });

  it('count the messages that succeeded and the ones that failed in the queue', async () => {
    const asset = await mainQueueAsset();
    await expect.poll(async () => (await counted(asset)).failedMsgs, POLL).toBe(2);
    const counts = await counted(asset);
    // The tenant's own entity messages (the device created) went through the chain as well and succeeded.
    expect(counts.successfulMsgs).toBeGreaterThanOrEqual(3);
    expect(counts.totalMsgs).toBe(counts.successfulMsgs + counts.failedMsgs);
    expect(counts).toMatchObject({ timeoutMsgs: 0, tmpFailed: 0, tmpTimeout: 0 });
  });

  it('save the exception with the rule chain and node that failed the message', async () => {
    const asset = await mainQueueAsset();
    await expect
      .poll(
        async () =>
          (await tenantA.admin.telemetry.latest(asset, ['ruleEngineException'])).ruleEngineException?.length ?? 0,
        POLL,
      )
      .toBe(1);
    const latest = await tenantA.admin.telemetry.latest(asset, ['ruleEngineException']);
    const exception = JSON.parse(String(latest.ruleEngineException?.[0]?.value));
    expect(exception).toMatchObject({ ruleChainName: chainName, ruleNodeName: 'Check reading' });
    expect(exception.message).toContain('reading refused');
    expect(Object.keys(exception).sort()).toEqual([
      'message',
      'ruleChainId',
      'ruleChainName',
      'ruleNodeId',
      'ruleNodeName',
    ]);
  });

  it('make one asset per queue and reuse it in every interval', async () => {
    const asset = await mainQueueAsset();
    const { token } = await createDevice(tenantA.admin);
    await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { t: 6, fail: true });
    await expect.poll(async () => (await counted(asset)).failedMsgs, POLL).toBe(3);
    expect((await serviceQueueAssets(tenantA.admin)).map((each) => each.id.id)).toEqual([asset.id]);
  });

  it('make the asset again after a user deleted it', async () => {
    const deleted = await mainQueueAsset();
    await tenantA.admin.assets.delete(deleted.id);
    const { token } = await createDevice(tenantA.admin);
    await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { t: 7, fail: true });
    await expect
      .poll(async () => (await serviceQueueAssets(tenantA.admin)).map((each) => each.id.id), POLL)
      .toEqual([expect.not.stringMatching(deleted.id)]);
    const asset = await mainQueueAsset();
    await expect.poll(async () => (await counted(asset)).failedMsgs, POLL).toBeGreaterThan(0);
  });

  it('resolve the alias of the Rule Engine Statistics dashboard and answer the keys its widgets read', async () => {
    const demo = await server.as('tenant');
    const listed = await demo.dashboards.tenantDashboards({
      pageSize: 10,
      page: 0,
      textSearch: 'Rule Engine Statistics',
    });
    const dashboard = await demo.dashboards.get(listed.data[0]?.id.id as string);
    const configuration = dashboard.configuration as {
      entityAliases: Record<string, { filter: { type: string; assetType: string } }>;
    };
    const [alias] = Object.values(configuration.entityAliases);
    expect(alias?.filter).toMatchObject({ type: 'assetType', assetType: 'TbServiceQueue' });
    const asset = await mainQueueAsset();
    await expect.poll(async () => (await counted(asset)).successfulMsgs, POLL).toBeGreaterThan(0);
    const found = await tenantA.admin.entityQuery.find({
      entityFilter: { type: 'assetType', assetType: alias?.filter.assetType as string, assetNameFilter: '' },
      pageLink: { pageSize: 10, page: 0 },
      entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
      latestValues: [
        'successfulMsgs',
        'failedMsgs',
        'tmpFailed',
        'timeoutMsgs',
        'tmpTimeout',
        'ruleEngineException',
      ].map((key) => ({ type: 'TIME_SERIES' as const, key })),
    });
    expect(found.data.map((entity) => entity.entityId.id)).toEqual([asset.id]);
    const latest = found.data[0]?.latest?.TIME_SERIES ?? {};
    expect(Number(latest.successfulMsgs?.value)).toBeGreaterThanOrEqual(0);
    expect(latest.ruleEngineException?.value).toContain('Check reading');
  });

  it('are kept apart for each tenant', async () => {
    const asset = await mainQueueAsset();
    const others = await serviceQueueAssets(tenantB.admin);
    expect(others.map((each) => each.id.id)).not.toContain(asset.id);
  });

  it('cannot be read by another tenant', async () => {
    const asset = await mainQueueAsset();
    // The telemetry API answers a refusal as plain text.
    const read = await raw(
      server,
      'GET',
      `/api/plugins/telemetry/ASSET/${asset.id}/values/timeseries?keys=successfulMsgs`,
      {
        token: tokenOf(tenantB.admin),
      },
    );
    expect({ status: read.status, text: read.text }).toEqual({
      status: 403,
      text: "You don't have permission to perform this operation!",
    });
    await expectPermissionDenied(tenantB.admin.assets.get(asset.id));
  });

  it('count the failures of an attempt the queue retries as temporary, and the last one as failed', async () => {
    const sysadmin = await server.as('sysadmin');
    const queueName = `Retrying_${Date.now()}`;
    await sysadmin.queues.save('TB_RULE_ENGINE', {
      name: queueName,
      topic: `tb_rule_engine.${queueName.toLowerCase()}`,
      pollInterval: 25,
      partitions: 1,
      consumerPerPartition: false,
      packProcessingTimeout: 10000,
      submitStrategy: { type: 'BURST', batchSize: 0 },
      processingStrategy: {
        type: 'RETRY_FAILED',
        retries: 2,
        failurePercentage: 0,
        pauseBetweenRetries: 0,
        maxPauseBetweenRetries: 0,
      },
      additionalInfo: { description: 'retries failures twice' },
    });
    const profile = await tenantA.admin.deviceProfiles.save({
      name: `${queueName} devices`,
      type: 'DEFAULT',
      transportType: 'DEFAULT',
      defaultQueueName: queueName,
    } as Parameters<Api['deviceProfiles']['save']>[0]);
    const { token } = await createDevice(tenantA.admin, { deviceProfileId: profile.id });
    await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { t: 8, fail: true });
    await expect.poll(async () => (await serviceQueueAssets(tenantA.admin, queueName)).length, POLL).toBe(1);
    const [asset] = await serviceQueueAssets(tenantA.admin, queueName);
    const id = asset?.id as EntityId;
    await expect.poll(async () => (await counted(id)).failedMsgs, POLL).toBe(1);
    const counts = await counted(id);
    expect(counts).toMatchObject({ failedMsgs: 1, tmpFailed: 2, timeoutMsgs: 0, tmpTimeout: 0 });
    expect(counts.totalMsgs).toBe(counts.successfulMsgs + counts.failedMsgs + counts.tmpFailed);
  });
});

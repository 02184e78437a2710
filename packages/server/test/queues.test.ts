import type { Api } from '@fleetdeck/client';
import type { Queue, TenantProfile, TenantProfileQueueConfiguration } from '@fleetdeck/model';
import { NULL_UUID } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTenantWithAdmin,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  PAGE,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let tenant: TenantFixture;

const RULE_ENGINE = 'TB_RULE_ENGINE';

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
});

function queueDraft(name: string, extra: Partial<Queue> = {}) {
  return {
    name,
    topic: `tb_rule_engine.${name.toLowerCase()}`,
    pollInterval: 25,
    partitions: 2,
    consumerPerPartition: true,
    packProcessingTimeout: 2000,
    submitStrategy: { type: 'BATCH' as const, batchSize: 10 },
    processingStrategy: {
      type: 'RETRY_FAILED' as const,
      retries: 2,
      failurePercentage: 0,
      pauseBetweenRetries: 1,
      maxPauseBetweenRetries: 2,
    },
    additionalInfo: { description: 'made by a test' },
    ...extra,
  };
}

function queueName(prefix: string): string {
  return unique(prefix).replace(' ', '_');
}

describe('the installed system queues', () => {
  it('are Main, HighPriority and SequentialByOriginator with the platform settings', async () => {
    const response = await raw(
      server,
      'GET',
      '/api/queues?serviceType=TB_RULE_ENGINE&pageSize=10&page=0&sortProperty=name&sortOrder=ASC&textSearch=',
      {
        token: tokenOf(sysadmin),
      },
    );
    expect(response.status).toBe(200);
    const installed = response.json.data.filter((queue: Queue) =>
      ['Main', 'HighPriority', 'SequentialByOriginator'].includes(queue.name),
    );
    expect(installed.map((queue: Queue) => queue.name)).toEqual(['HighPriority', 'Main', 'SequentialByOriginator']);
    const main = installed[1];
    expect(Object.keys(main).sort()).toEqual(
      [
        'additionalInfo',
        'consumerPerPartition',
        'createdTime',
        'id',
        'name',
        'packProcessingTimeout',
        'partitions',
        'pollInterval',
        'processingStrategy',
        'submitStrategy',
        'tenantId',
        'topic',
      ].sort(),
    );
    expect(main).toMatchObject({
      tenantId: { entityType: 'TENANT', id: NULL_UUID },
      topic: 'tb_rule_engine.main',
      partitions: 10,
      submitStrategy: { type: 'BURST', batchSize: 1000 },
      processingStrategy: { type: 'SKIP_ALL_FAILURES' },
    });
    expect(installed[0]).toMatchObject({
      topic: 'tb_rule_engine.hp',
      submitStrategy: { type: 'BURST', batchSize: 100 },
      processingStrategy: { type: 'RETRY_FAILED_AND_TIMED_OUT' },
    });
    expect(installed[2]).toMatchObject({
      topic: 'tb_rule_engine.sq',
      submitStrategy: { type: 'SEQUENTIAL_BY_ORIGINATOR', batchSize: 100 },
    });
  });

  it('are what a tenant administrator of a tenant that is not isolated reads, by id and by name', async () => {
    const main = await tenant.admin.queues.byName('Main');
    expect(main.tenantId.id).toBe(NULL_UUID);
    expect(await tenant.admin.queues.get(main.id.id)).toEqual(main);
    const page = await tenant.admin.queues.list(RULE_ENGINE, { ...PAGE, textSearch: 'high' });
    expect(page.data.map((queue) => queue.name)).toEqual(['HighPriority']);
  });

  it('are searched by a prefix of the name, not any part of it', async () => {
    const page = await sysadmin.queues.list(RULE_ENGINE, { ...PAGE, textSearch: 'priority' });
    expect(page.data).toEqual([]);
  });
});

describe('saving a queue', () => {
  it('creates a system queue the system administrator can update but not rename', async () => {
    const name = queueName('Created');
    const saved = await sysadmin.queues.save(RULE_ENGINE, queueDraft(name));
    expect(saved).toMatchObject({ ...queueDraft(name), id: { entityType: 'QUEUE' }, tenantId: { id: NULL_UUID } });
    expect(await sysadmin.queues.byName(name)).toEqual(saved);

    const updated = await sysadmin.queues.save(RULE_ENGINE, {
      ...saved,
      submitStrategy: { type: 'SEQUENTIAL', batchSize: 0 },
    });
    expect(updated.submitStrategy.type).toBe('SEQUENTIAL');
    expect((await sysadmin.queues.get(saved.id.id)).submitStrategy.type).toBe('SEQUENTIAL');
    await expectError(
      sysadmin.queues.save(RULE_ENGINE, { ...saved, name: `${name}x` }),
      400,
      31,
      "Queue name can't be changed!",
    );
    await expectError(
      sysadmin.queues.save(RULE_ENGINE, { ...saved, topic: 'other' }),
      400,
      31,
      "Queue topic can't be changed!",
    );
  });

  it('refuses a second queue with the same name or topic', async () => {
    const name = queueName('Twice');
    await sysadmin.queues.save(RULE_ENGINE, queueDraft(name));
    await expectError(
      sysadmin.queues.save(RULE_ENGINE, queueDraft(name, { topic: 'elsewhere.x' })),
      400,
      31,
      `Queue with name: ${name} already exists!`,
    );
    await expectError(
      sysadmin.queues.save(RULE_ENGINE, queueDraft(`${name}2`, { topic: 'tb_rule_engine.main' })),
      400,
      31,
      'Queue with topic: tb_rule_engine.main already exists!',
    );
  });

  it('answers the platform texts for bad settings and writes nothing', async () => {
    const name = queueName('Bad');
    await expectError(
      sysadmin.queues.save(RULE_ENGINE, queueDraft('has space')),
      400,
      31,
      "Queue name contains a character other than ASCII alphanumerics, '.', '_' and '-'!",
    );
    await expectError(
      sysadmin.queues.save(RULE_ENGINE, queueDraft(name, { partitions: 0 })),
      400,
      31,
      'Queue partitions should be more then 0!',
    );
    await expectError(
      sysadmin.queues.save(RULE_ENGINE, queueDraft(name, { submitStrategy: { type: 'BATCH', batchSize: 0 } })),
      400,
      31,
      'Queue submit strategy batch size should be more then 0!',
    );
    await expectError(
      sysadmin.queues.save(
        RULE_ENGINE,
        queueDraft(name, {
          processingStrategy: {
            type: 'RETRY_ALL',
            retries: 1,
            failurePercentage: 150,
            pauseBetweenRetries: 1,
            maxPauseBetweenRetries: 1,
          },
        }),
      ),
      400,
      31,
      'Queue processing strategy failure percentage should be in a range from 0 to 100!',
    );
    const unknownType = await raw(server, 'POST', '/api/queues?serviceType=TB_RULE_ENGINE', {
      token: tokenOf(sysadmin),
      body: { ...queueDraft(name), submitStrategy: { type: 'RANDOM', batchSize: 1 } },
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.json.message).toContain("Queue submit strategy type 'RANDOM'");
    await expectError(sysadmin.queues.byName(name), 404, 32, "Requested item wasn't found!");
  });

  it('refuses an unknown service type and saves nothing for another service', async () => {
    const name = queueName('Core');
    const unknown = await raw(server, 'POST', '/api/queues?serviceType=TB_NOTHING', {
      token: tokenOf(sysadmin),
      body: queueDraft(name),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(
      'No enum constant org.thingsboard.server.common.msg.queue.ServiceType.TB_NOTHING',
    );
    const core = await raw(server, 'POST', '/api/queues?serviceType=TB_CORE', {
      token: tokenOf(sysadmin),
      body: queueDraft(name),
    });
    expect(core.status).toBe(200);
    expect(core.text).toBe('');
    expect((await sysadmin.queues.list('TB_CORE', PAGE)).data).toEqual([]);
    await expectError(sysadmin.queues.byName(name), 404, 32, "Requested item wasn't found!");
  });

  it('is for the system administrator only', async () => {
    await expectPermissionDenied(tenant.admin.queues.save(RULE_ENGINE, queueDraft(queueName('Tenant'))));
    const main = await tenant.admin.queues.byName('Main');
    await expectPermissionDenied(tenant.admin.queues.delete(main.id.id));
    const customerUser = await server.as('customerA');
    await expectPermissionDenied(customerUser.queues.list(RULE_ENGINE, PAGE));
    await expectPermissionDenied(customerUser.queues.byName('Main'));
  });
});

describe('deleting a queue', () => {
  it('removes it, and a missing one answers 404', async () => {
    const saved = await sysadmin.queues.save(RULE_ENGINE, queueDraft(queueName('Deleted')));
    await sysadmin.queues.delete(saved.id.id);
    await expectError(sysadmin.queues.get(saved.id.id), 404, 32, `Queue with id [${saved.id.id}] is not found`);
    await expectError(sysadmin.queues.delete(MISSING_ID), 404, 32, `Queue with id [${MISSING_ID}] is not found`);
    await expectError(sysadmin.queues.get('nope'), 400, 31, 'Invalid UUID string: nope');
  });

  it('refuses the Main queue, which stays', async () => {
    const main = await sysadmin.queues.byName('Main');
    await expectError(sysadmin.queues.delete(main.id.id), 400, 31, "Main queue can't be deleted!");
    expect((await sysadmin.queues.get(main.id.id)).name).toBe('Main');
  });
});

describe('queues of an isolated tenant', () => {
  function configuration(name: string, extra: Partial<TenantProfileQueueConfiguration> = {}) {
    const { additionalInfo, ...draft } = queueDraft(name);
    return { ...draft, additionalInfo, ...extra } as TenantProfileQueueConfiguration;
  }

  async function isolatedProfile(queues: TenantProfileQueueConfiguration[]): Promise<TenantProfile> {
    return sysadmin.tenantProfiles.save({
      name: unique('Isolated'),
      isolatedTbRuleEngine: true,
      profileData: { queueConfiguration: queues } as unknown as TenantProfile['profileData'],
    });
  }

  it('come from the tenant profile and follow its changes', async () => {
    const profile = await isolatedProfile([configuration('Bulk'), configuration('Main')]);
    const isolated = await createTenantWithAdmin(server, sysadmin);
    await sysadmin.tenants.save({ ...isolated.tenant, tenantProfileId: profile.id });
    const own = await isolated.admin.queues.list(RULE_ENGINE, {
      ...PAGE,
      sortOrder: { property: 'name', direction: 'DESC' },
    });
    expect(own.data.map((queue) => queue.name)).toEqual(['Main', 'Bulk']);
    expect(own.data.every((queue) => queue.tenantId.id === isolated.tenant.id.id)).toBe(true);
    const bulk = await isolated.admin.queues.byName('Bulk');
    expect(bulk.submitStrategy).toEqual({ type: 'BATCH', batchSize: 10 });

    // Another tenant neither lists nor reads them.
    await expectPermissionDenied(tenant.admin.queues.get(bulk.id.id));
    await expectError(tenant.admin.queues.byName('Bulk'), 404, 32, "Requested item wasn't found!");

    await sysadmin.tenantProfiles.save({
      ...profile,
      profileData: {
        ...profile.profileData,
        queueConfiguration: [configuration('Main', { submitStrategy: { type: 'SEQUENTIAL', batchSize: 0 } })],
      },
    });
    const after = await isolated.admin.queues.list(RULE_ENGINE, PAGE);
    expect(after.data.map((queue) => [queue.name, queue.submitStrategy.type])).toEqual([['Main', 'SEQUENTIAL']]);

    // Back on a profile that is not isolated, the tenant reads the system queues again.
    const defaults = (await sysadmin.tenantProfiles.list({ ...PAGE, textSearch: 'Default' })).data[0] as TenantProfile;
    await sysadmin.tenants.save({ ...isolated.tenant, tenantProfileId: defaults.id });
    expect((await isolated.admin.queues.byName('Main')).tenantId.id).toBe(NULL_UUID);
  });

  it('need a Main queue and valid settings in the profile', async () => {
    await expectError(
      isolatedProfile([configuration('Bulk')]),
      400,
      31,
      'Main queue configuration should be specified!',
    );
    await expectError(
      isolatedProfile([configuration('Main', { pollInterval: 0 })]),
      400,
      31,
      'Queue poll interval should be more then 0!',
    );
  });
});

import { defaultTenantProfileConfiguration, NULL_UUID } from '@fleetdeck/model';
import { toJsonText } from '../../common/json.js';
import { hashPassword } from '../../common/passwords.js';
import { newId, uuidTime } from '../../common/uuid.js';
import { writeSettings } from '../../settings/store.js';
import type { Db } from '../schema.js';

export const SYSADMIN_EMAIL = 'sysadmin@fleetdeck.io';

/** Creates a user whose password is already set, as installed accounts are. */
export async function createActiveUser(
  db: Db,
  user: { email: string; password: string; authority: string; tenantId: string; customerId: string },
  hashRounds: number,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('tb_user')
    .values({
      id,
      created_time: uuidTime(id),
      tenant_id: user.tenantId,
      customer_id: user.customerId,
      email: user.email,
      authority: user.authority,
      first_name: null,
      last_name: null,
      additional_info: toJsonText({}),
    })
    .execute();
  const credentialsId = newId();
  await db
    .insertInto('user_credentials')
    .values({
      id: credentialsId,
      created_time: uuidTime(credentialsId),
      user_id: id,
      enabled: 1,
      password: await hashPassword(user.password, hashRounds),
      activate_token: null,
      reset_token: null,
      tokens_valid_since: 0,
      failed_login_attempts: 0,
      last_login_ts: null,
      password_changed_ts: Date.now(),
      password_history: null,
      two_fa: null,
    })
    .execute();
  return id;
}

async function createTenantProfile(db: Db, name: string, description: string, isDefault: boolean, isolated: boolean) {
  const id = newId();
  await db
    .insertInto('tenant_profile')
    .values({
      id,
      created_time: uuidTime(id),
      name,
      description,
      is_default: isDefault ? 1 : 0,
      isolated_tb_rule_engine: isolated ? 1 : 0,
      profile_data: toJsonText({
        configuration: defaultTenantProfileConfiguration(),
        queueConfiguration: null,
      }) as string,
    })
    .execute();
}

interface QueueTemplate {
  name: string;
  topic: string;
  submitStrategy: { type: string; batchSize: number };
  processingStrategy: {
    type: string;
    retries: number;
    failurePercentage: number;
    pauseBetweenRetries: number;
    maxPauseBetweenRetries: number;
  };
  description: string;
}

/** The three system queues: Main, HighPriority and SequentialByOriginator. */
const SYSTEM_QUEUES: QueueTemplate[] = [
  {
    name: 'Main',
    topic: 'tb_rule_engine.main',
    submitStrategy: { type: 'BURST', batchSize: 1000 },
    processingStrategy: {
      type: 'SKIP_ALL_FAILURES',
      retries: 3,
      failurePercentage: 0,
      pauseBetweenRetries: 3,
      maxPauseBetweenRetries: 3,
    },
    description: 'Default queue for processing messages from devices',
  },
  {
    name: 'HighPriority',
    topic: 'tb_rule_engine.hp',
    submitStrategy: { type: 'BURST', batchSize: 100 },
    processingStrategy: {
      type: 'RETRY_FAILED_AND_TIMED_OUT',
      retries: 0,
      failurePercentage: 0,
      pauseBetweenRetries: 5,
      maxPauseBetweenRetries: 5,
    },
    description: 'Queue for processing high priority messages',
  },
  {
    name: 'SequentialByOriginator',
    topic: 'tb_rule_engine.sq',
    submitStrategy: { type: 'SEQUENTIAL_BY_ORIGINATOR', batchSize: 100 },
    processingStrategy: {
      type: 'RETRY_FAILED_AND_TIMED_OUT',
      retries: 3,
      failurePercentage: 0,
      pauseBetweenRetries: 5,
      maxPauseBetweenRetries: 5,
    },
    description: 'Queue for processing messages in the order of their originator',
  },
];

export async function installSystemData(db: Db, hashRounds: number): Promise<void> {
  await createActiveUser(
    db,
    { email: SYSADMIN_EMAIL, password: 'sysadmin', authority: 'SYS_ADMIN', tenantId: NULL_UUID, customerId: NULL_UUID },
    hashRounds,
  );
  await createTenantProfile(db, 'Default', 'Default tenant profile', true, false);
  await createTenantProfile(db, 'Isolated TB Rule Engine', 'Isolated TB Rule Engine tenant profile', false, true);
  await writeSettings(db, 'general', { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false });
  await writeSettings(db, 'mail', {
    mailFrom: 'Fleetdeck <sysadmin@localhost.localdomain>',
    smtpProtocol: 'smtp',
    smtpHost: 'localhost',
    smtpPort: '25',
    timeout: '10000',
    enableTls: false,
    tlsVersion: 'TLSv1.2',
    username: '',
    password: '',
    enableProxy: false,
  });
  for (const queue of SYSTEM_QUEUES) {
    const id = newId();
    await db
      .insertInto('queue')
      .values({
        id,
        created_time: uuidTime(id),
        tenant_id: NULL_UUID,
        name: queue.name,
        topic: queue.topic,
        poll_interval: 25,
        partitions: 10,
        consumer_per_partition: 1,
        pack_processing_timeout: 2000,
        submit_strategy: toJsonText(queue.submitStrategy) as string,
        processing_strategy: toJsonText(queue.processingStrategy) as string,
        additional_info: toJsonText({ description: queue.description }),
      })
      .execute();
  }
}

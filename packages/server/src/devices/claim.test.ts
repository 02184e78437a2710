import { NULL_UUID } from '@fleetdeck/model';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { up as initial } from '../storage/migrations/001-initial.js';
import { up as otaClaims } from '../storage/migrations/003-ota-claims.js';
import type { Database, Db } from '../storage/schema.js';
import { DEFAULT_CLAIM_DURATION_MS, registerClaim } from './claim.js';

let db: Db;
const ctx = () => ({ db }) as unknown as AppContext;
const FREE = '00000000-0000-1000-8000-000000000001';
const OWNED = '00000000-0000-1000-8000-000000000002';

async function device(id: string, customerId: string) {
  await db
    .insertInto('device')
    .values({
      id,
      created_time: 0,
      tenant_id: 'tenant',
      customer_id: customerId,
      name: id,
      type: 'default',
      label: null,
      device_profile_id: 'profile',
      device_data: null,
      firmware_id: null,
      software_id: null,
      additional_info: null,
      external_id: null,
    })
    .execute();
}

beforeAll(async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
  await initial(db as unknown as Kysely<unknown>);
  await otaClaims(db as unknown as Kysely<unknown>);
  await device(FREE, NULL_UUID);
  await db
    .insertInto('customer')
    .values({
      id: 'some-customer',
      created_time: 0,
      tenant_id: 'tenant',
      title: 'Owner',
      is_public: 0,
      additional_info: null,
      external_id: null,
      country: null,
      state: null,
      city: null,
      address: null,
      address2: null,
      zip: null,
      phone: null,
      email: null,
    })
    .execute();
  await device(OWNED, 'some-customer');
});

afterAll(async () => {
  await db.destroy();
});

describe('a device registering a claim', () => {
  it('stores the secret with the default window when no duration is given', async () => {
    const before = Date.now();
    expect(await registerClaim(ctx(), FREE, 'abc', 0)).toBe(true);
    const row = await db.selectFrom('device_claim').selectAll().where('device_id', '=', FREE).executeTakeFirstOrThrow();
    expect(row.secret_key).toBe('abc');
    expect(Number(row.expiration_time)).toBeGreaterThanOrEqual(before + DEFAULT_CLAIM_DURATION_MS);
  });

  it('replaces an earlier claim with the new secret and duration', async () => {
    expect(await registerClaim(ctx(), FREE, null, 1000)).toBe(true);
    const rows = await db.selectFrom('device_claim').selectAll().where('device_id', '=', FREE).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.secret_key).toBe('');
    expect(Number(rows[0]?.expiration_time)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('is refused for a device that has a customer or does not exist', async () => {
    expect(await registerClaim(ctx(), OWNED, 'x', 1000)).toBe(false);
    expect(await registerClaim(ctx(), '00000000-0000-1000-8000-000000000099', 'x', 1000)).toBe(false);
    expect(await db.selectFrom('device_claim').selectAll().where('device_id', '=', OWNED).execute()).toEqual([]);
  });
});

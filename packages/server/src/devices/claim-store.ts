import { NULL_UUID } from '@fleetdeck/model';
import type { Db } from '../storage/schema.js';

/** Replaces the device's pending claim, in one transaction. */
export async function replaceDeviceClaim(
  db: Db,
  deviceId: string,
  values: { secret_key: string; expiration_time: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('device_claim').where('device_id', '=', deviceId).execute();
    await trx
      .insertInto('device_claim')
      .values({ device_id: deviceId, ...values })
      .execute();
  });
}

export function findDeviceClaim(db: Db, deviceId: string) {
  return db.selectFrom('device_claim').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
}

export async function deleteDeviceClaim(db: Db, deviceId: string): Promise<void> {
  await db.deleteFrom('device_claim').where('device_id', '=', deviceId).execute();
}

/** Assigns the device to the claiming customer and drops the claim, in one transaction. */
export async function completeDeviceClaim(db: Db, deviceId: string, customerId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('device').set({ customer_id: customerId }).where('id', '=', deviceId).execute();
    await trx.deleteFrom('device_claim').where('device_id', '=', deviceId).execute();
  });
}

/** Drops the device's claim and, when asked, unassigns it from its customer, in one transaction. */
export async function releaseDevice(db: Db, deviceId: string, unassign: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('device_claim').where('device_id', '=', deviceId).execute();
    if (unassign) {
      await trx.updateTable('device').set({ customer_id: NULL_UUID }).where('id', '=', deviceId).execute();
    }
  });
}

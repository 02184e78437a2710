import type { Db } from '../storage/schema.js';
import type { DeviceCredentialsRow } from './store.js';

type CredentialsValues = Pick<DeviceCredentialsRow, 'credentials_type' | 'credentials_id' | 'credentials_value'>;

/** The device whose credentials carry this id, if any: credentials ids are unique across the platform. */
export function findCredentialsOwner(db: Db, credentialsId: string): Promise<{ device_id: string } | undefined> {
  return db
    .selectFrom('device_credentials')
    .select('device_id')
    .where('credentials_id', '=', credentialsId)
    .executeTakeFirst();
}

export async function isCredentialsIdTaken(db: Db, credentialsId: string): Promise<boolean> {
  const row = await db
    .selectFrom('device_credentials')
    .select('id')
    .where('credentials_id', '=', credentialsId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertDeviceCredentials(db: Db, row: DeviceCredentialsRow): Promise<void> {
  await db.insertInto('device_credentials').values(row).execute();
}

/** Replaces the credentials stored under their own id. */
export async function updateDeviceCredentials(db: Db, id: string, values: CredentialsValues): Promise<void> {
  await db.updateTable('device_credentials').set(values).where('id', '=', id).execute();
}

/** Replaces the credentials of a device. */
export async function updateCredentialsOfDevice(db: Db, deviceId: string, values: CredentialsValues): Promise<void> {
  await db.updateTable('device_credentials').set(values).where('device_id', '=', deviceId).execute();
}

import type { CompiledQuery } from 'kysely';
import type { Db } from '../storage/schema.js';

/**
 * What the transports read of devices, their profiles, credentials and OTA packages: each in as few queries as a
 * device request allows, since every request makes them.
 */

/** The columns of a device and its profile that the transports use, read in one query. */
export interface TransportDeviceRow {
  id: string;
  tenant_id: string;
  customer_id: string;
  name: string;
  type: string;
  additional_info: string | null;
  profile_id: string;
  profile_name: string;
  transport_type: string;
  profile_data: string;
}

function transportDeviceQuery(db: Db) {
  return db
    .selectFrom('device')
    .innerJoin('device_profile', 'device_profile.id', 'device.device_profile_id')
    .select([
      'device.id',
      'device.tenant_id',
      'device.customer_id',
      'device.name',
      'device.type',
      'device.additional_info',
      'device_profile.id as profile_id',
      'device_profile.name as profile_name',
      'device_profile.transport_type',
      'device_profile.profile_data',
    ]);
}

export function findTransportDeviceRow(db: Db, deviceId: string): Promise<TransportDeviceRow | undefined> {
  return transportDeviceQuery(db).where('device.id', '=', deviceId).executeTakeFirst();
}

function transportDeviceByTokenQuery(db: Db, token: string) {
  return transportDeviceQuery(db)
    .innerJoin('device_credentials', 'device_credentials.device_id', 'device.id')
    .where('device_credentials.credentials_id', '=', token)
    .where('device_credentials.credentials_type', '=', 'ACCESS_TOKEN');
}

/** Stands for the token in the compiled token query; no access token can be an object. */
const TOKEN_PARAMETER = Symbol('token');
const compiledTokenQueries = new WeakMap<Db, CompiledQuery<TransportDeviceRow>>();

/**
 * The device whose ACCESS_TOKEN is this token: one query, as every request makes it. It is built and compiled once
 * per database and run with each token: building and compiling it again cost as much as running it.
 */
export async function findTransportDeviceRowByToken(db: Db, token: string): Promise<TransportDeviceRow | undefined> {
  let compiled = compiledTokenQueries.get(db);
  if (!compiled) {
    compiled = transportDeviceByTokenQuery(db, TOKEN_PARAMETER as unknown as string).compile();
    compiledTokenQueries.set(db, compiled);
  }
  const parameters = compiled.parameters.map((parameter) => (parameter === TOKEN_PARAMETER ? token : parameter));
  const { rows } = await db.executeQuery<TransportDeviceRow>({ ...compiled, parameters });
  return rows[0];
}

export function findCredentialsById(db: Db, credentialsId: string) {
  return db
    .selectFrom('device_credentials')
    .select(['device_id', 'credentials_type', 'credentials_value'])
    .where('credentials_id', '=', credentialsId)
    .executeTakeFirst();
}

/** The package ids of the device (own) and of its profile (inherited) in the firmware or software column. */
export function findDevicePackageIds(db: Db, deviceId: string, column: 'firmware_id' | 'software_id') {
  return db
    .selectFrom('device')
    .innerJoin('device_profile', 'device_profile.id', 'device.device_profile_id')
    .select([`device.${column} as own`, `device_profile.${column} as inherited`])
    .where('device.id', '=', deviceId)
    .executeTakeFirst();
}

/** The package with its file, if it is of that type. */
export function findPackageFile(db: Db, packageId: string, type: string) {
  return db
    .selectFrom('ota_package')
    .select(['id', 'title', 'version', 'file_name', 'content_type', 'data'])
    .where('id', '=', packageId)
    .where('type', '=', type)
    .executeTakeFirst();
}

/** The device profile that provisions devices with this key. */
export function findProfileByProvisionKey(db: Db, key: string) {
  return db.selectFrom('device_profile').selectAll().where('provision_device_key', '=', key).executeTakeFirst();
}

/** Takes back a device that provisioning has just created: its credentials, then the device. */
export async function deleteProvisionedDevice(db: Db, deviceId: string): Promise<void> {
  await db.deleteFrom('device_credentials').where('device_id', '=', deviceId).execute();
  await db.deleteFrom('device').where('id', '=', deviceId).execute();
}

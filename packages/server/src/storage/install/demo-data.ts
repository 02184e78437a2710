import { NULL_UUID } from '@fleetdeck/model';
import { EMPTY_CONTACT } from '../../common/contact.js';
import { toJsonText } from '../../common/json.js';
import { newId, uuidTime } from '../../common/uuid.js';
import type { Db } from '../schema.js';
import { createApiUsageState } from './api-usage-state.js';
import { THERMOSTAT_ALARMS } from './demo-alarms.js';
import { createDeviceProfile } from './device-profiles.js';
import { createRuleChain, DEVICE_PROFILE_TEMPLATE_NODES, ROOT_CONNECTIONS } from './rule-chains.js';
import { createActiveUser } from './system-data.js';

export const DEMO_TENANT_EMAIL = 'tenant@fleetdeck.io';

type AttributeValue = boolean | number | string;

interface DemoDevice {
  name: string;
  token: string;
  customer: string | null;
  profile: 'default' | 'thermostat';
  description?: string;
  attributes?: Record<string, AttributeValue>;
}

const DEMO_DEVICES: DemoDevice[] = [
  { name: 'Test Device A1', token: 'A1_TEST_TOKEN', customer: 'Customer A', profile: 'default' },
  { name: 'Test Device A2', token: 'A2_TEST_TOKEN', customer: 'Customer A', profile: 'default' },
  { name: 'Test Device A3', token: 'A3_TEST_TOKEN', customer: 'Customer A', profile: 'default' },
  { name: 'Test Device B1', token: 'B1_TEST_TOKEN', customer: 'Customer B', profile: 'default' },
  { name: 'Test Device C1', token: 'C1_TEST_TOKEN', customer: 'Customer C', profile: 'default' },
  {
    name: 'DHT11 Demo Device',
    token: 'DHT11_DEMO_TOKEN',
    customer: null,
    profile: 'default',
    description:
      'Demo device that is used in sample applications that upload data from DHT11 temperature and humidity sensor',
  },
  {
    name: 'Raspberry Pi Demo Device',
    token: 'RASPBERRY_PI_DEMO_TOKEN',
    customer: null,
    profile: 'default',
    description: 'Demo device that is used in Raspberry Pi GPIO control sample application',
  },
  {
    name: 'Thermostat T1',
    token: 'T1_TEST_TOKEN',
    customer: null,
    profile: 'thermostat',
    attributes: {
      latitude: 37.3948,
      longitude: -122.1503,
      temperatureAlarmFlag: true,
      temperatureAlarmThreshold: 20,
      humidityAlarmFlag: true,
      humidityAlarmThreshold: 50,
    },
  },
  {
    name: 'Thermostat T2',
    token: 'T2_TEST_TOKEN',
    customer: null,
    profile: 'thermostat',
    attributes: {
      latitude: 37.493801,
      longitude: -121.948769,
      temperatureAlarmFlag: true,
      temperatureAlarmThreshold: 25,
      humidityAlarmFlag: true,
      humidityAlarmThreshold: 30,
    },
  },
];

const DEMO_CUSTOMERS: Record<string, string[]> = {
  'Customer A': ['customer@fleetdeck.io', 'customerA@fleetdeck.io'],
  'Customer B': ['customerB@fleetdeck.io'],
  'Customer C': ['customerC@fleetdeck.io'],
};

/** Columns of attribute_kv for one typed value; only one of them holds it. */
export function attributeColumns(value: AttributeValue) {
  return {
    bool_v: typeof value === 'boolean' ? (value ? 1 : 0) : null,
    long_v: typeof value === 'number' && Number.isInteger(value) ? value : null,
    dbl_v: typeof value === 'number' && !Number.isInteger(value) ? value : null,
    str_v: typeof value === 'string' ? value : null,
    json_v: null,
  };
}

async function createDemoDevice(db: Db, tenantId: string, device: DemoDevice, customerId: string, profileId: string) {
  const id = newId();
  const now = Date.now();
  await db
    .insertInto('device')
    .values({
      id,
      created_time: uuidTime(id),
      tenant_id: tenantId,
      customer_id: customerId,
      name: device.name,
      type: device.profile,
      label: null,
      device_profile_id: profileId,
      device_data: toJsonText({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } }),
      firmware_id: null,
      software_id: null,
      additional_info: toJsonText({
        gateway: false,
        overwriteActivityTime: false,
        description: device.description ?? '',
      }),
      external_id: null,
    })
    .execute();
  const credentialsId = newId();
  await db
    .insertInto('device_credentials')
    .values({
      id: credentialsId,
      created_time: uuidTime(credentialsId),
      device_id: id,
      credentials_type: 'ACCESS_TOKEN',
      credentials_id: device.token,
      credentials_value: null,
    })
    .execute();
  const attributes: Record<string, AttributeValue> = { active: false, ...device.attributes };
  await db
    .insertInto('attribute_kv')
    .values(
      Object.entries(attributes).map(([key, value]) => ({
        entity_type: 'DEVICE',
        entity_id: id,
        attribute_type: 'SERVER_SCOPE',
        attribute_key: key,
        last_update_ts: now,
        ...attributeColumns(value),
      })),
    )
    .execute();
}

/** The demo tenant of DESIGN.md: its administrator, customers A–C with their users, profiles, devices, rule chains. */
export async function installDemoData(db: Db, hashRounds: number): Promise<void> {
  const defaultProfile = await db
    .selectFrom('tenant_profile')
    .select('id')
    .where('is_default', '=', 1)
    .executeTakeFirstOrThrow();
  const tenantId = newId();
  await db
    .insertInto('tenant')
    .values({
      id: tenantId,
      created_time: uuidTime(tenantId),
      title: 'Tenant',
      region: 'Global',
      tenant_profile_id: defaultProfile.id,
      ...EMPTY_CONTACT,
      additional_info: null,
    })
    .execute();
  await createActiveUser(
    db,
    { email: DEMO_TENANT_EMAIL, password: 'tenant', authority: 'TENANT_ADMIN', tenantId, customerId: NULL_UUID },
    hashRounds,
  );
  const customerIds = new Map<string, string>();
  for (const [title, emails] of Object.entries(DEMO_CUSTOMERS)) {
    const customerId = newId();
    customerIds.set(title, customerId);
    await db
      .insertInto('customer')
      .values({
        id: customerId,
        created_time: uuidTime(customerId),
        tenant_id: tenantId,
        title,
        is_public: 0,
        ...EMPTY_CONTACT,
        additional_info: null,
        external_id: null,
      })
      .execute();
    for (const email of emails) {
      const user = { email, password: 'customer', authority: 'CUSTOMER_USER', tenantId, customerId };
      await createActiveUser(db, user, hashRounds);
    }
  }
  await createRuleChain(db, tenantId, { name: 'Root Rule Chain', type: 'CORE', root: true });
  await createRuleChain(db, tenantId, { name: 'Edge Root Rule Chain', type: 'EDGE', root: true });
  await createApiUsageState(db, tenantId);
  // The demo tenant's Thermostat chain is the device profile rule chain template under another name.
  const thermostatChain = await createRuleChain(
    db,
    tenantId,
    { name: 'Thermostat', type: 'CORE', root: false },
    DEVICE_PROFILE_TEMPLATE_NODES,
    ROOT_CONNECTIONS,
  );
  const profiles = {
    default: await createDeviceProfile(db, tenantId, {
      name: 'default',
      description: 'Default device profile',
      isDefault: true,
    }),
    thermostat: await createDeviceProfile(db, tenantId, {
      name: 'thermostat',
      description: 'Thermostat device profile',
      isDefault: false,
      defaultRuleChainId: thermostatChain,
      alarms: THERMOSTAT_ALARMS,
    }),
  };
  for (const device of DEMO_DEVICES) {
    const customerId = device.customer ? (customerIds.get(device.customer) ?? NULL_UUID) : NULL_UUID;
    await createDemoDevice(db, tenantId, device, customerId, profiles[device.profile]);
  }
}

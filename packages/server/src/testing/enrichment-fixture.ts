import type { EntityId } from '@fleetdeck/model';
import type { TbMsg } from '../rule-engine/message.js';
import type { AttributeScope, KvValue } from '../telemetry/kv.js';
import { testMsg } from './rule-node.js';
import type { TempContext } from './temp-context.js';

/** A demo device of the installed data, with its tenant and customer. */
export interface DemoDevice {
  device: EntityId;
  tenantId: string;
  customerId: string;
}

export async function demoDevice(temp: TempContext, name: string): Promise<DemoDevice> {
  const row = await temp.ctx.db
    .selectFrom('device')
    .select(['id', 'tenant_id', 'customer_id'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { device: { entityType: 'DEVICE', id: row.id }, tenantId: row.tenant_id, customerId: row.customer_id };
}

export const text = (value: string): KvValue => ({ type: 'STRING', value });
export const long = (value: number): KvValue => ({ type: 'LONG', value });
export const double = (value: number): KvValue => ({ type: 'DOUBLE', value });

/** Stores attributes of one scope for the entity, readable at once. */
export async function giveAttributes(
  temp: TempContext,
  tenantId: string,
  entity: EntityId,
  scope: AttributeScope,
  values: Record<string, KvValue>,
): Promise<void> {
  const now = Date.now();
  await temp.ctx.telemetry.saveAttributes(
    tenantId,
    entity,
    scope,
    Object.entries(values).map(([key, value]) => ({ key, value, lastUpdateTs: now })),
  );
  await temp.ctx.telemetry.flush();
}

/** Stores time series points of the entity, readable at once. */
export async function giveTelemetry(
  temp: TempContext,
  tenantId: string,
  entity: EntityId,
  ts: number,
  values: Record<string, KvValue>,
): Promise<void> {
  await temp.ctx.telemetry.saveTimeseries(
    tenantId,
    entity,
    Object.entries(values).map(([key, value]) => ({ key, value, ts })),
  );
  await temp.ctx.telemetry.flush();
}

/** A `Contains` relation in the COMMON group. */
export async function relate(temp: TempContext, from: EntityId, to: EntityId, type = 'Contains'): Promise<void> {
  await temp.ctx.db
    .insertInto('relation')
    .values({
      from_id: from.id,
      from_type: from.entityType,
      to_id: to.id,
      to_type: to.entityType,
      relation_type_group: 'COMMON',
      relation_type: type,
      additional_info: null,
    })
    .execute();
}

/** A telemetry message of the demo device. */
export function deviceMsg(demo: DemoDevice, overrides: Partial<TbMsg> = {}): TbMsg {
  return testMsg({ originator: demo.device, tenantId: demo.tenantId, customerId: demo.customerId, ...overrides });
}

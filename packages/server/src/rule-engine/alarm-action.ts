import { type Alarm, type EntityId, NULL_UUID } from '@fleetdeck/model';
import { newId } from '../common/uuid.js';
import { entityKey, loadEntities } from '../entities/store.js';
import type { Db } from '../storage/schema.js';
import { deviceProfileRouting } from './chain-store.js';
import type { TbMsg } from './message.js';
import type { RuleNodeScript, ScriptUsage } from './script/rule-node-script.js';

/** The metadata key under which the alarm details script finds the details the alarm had before. */
export const PREV_ALARM_DETAILS = 'prevAlarmDetails';

/** The flag an alarm node adds to the metadata of its ALARM message, by what it did. */
export type AlarmFlag = 'isNewAlarm' | 'isExistingAlarm' | 'isClearedAlarm';

/**
 * Runs an alarm node's details script on the message. When the alarm already had details, the script finds them as
 * JSON text in `metadata.prevAlarmDetails` (on a copy: the message itself keeps its metadata).
 */
export async function buildAlarmDetails(
  script: RuleNodeScript,
  msg: TbMsg,
  previous: unknown,
  usage: ScriptUsage,
): Promise<unknown> {
  const input =
    previous === null || previous === undefined
      ? msg
      : { ...msg, metadata: { ...msg.metadata, [PREV_ALARM_DETAILS]: JSON.stringify(previous) } };
  const ran = await script.run(input, usage);
  if (!ran.ok) throw ran.error;
  return ran.value;
}

/** The message an alarm node sends on: type ALARM, the alarm as data, the input's metadata with the node's flag. */
export function alarmResultMsg(msg: TbMsg, alarm: Alarm, flag: AlarmFlag): TbMsg {
  return {
    ...msg,
    type: 'ALARM',
    metadata: { ...msg.metadata, [flag]: 'true' },
    data: JSON.stringify(alarm),
  };
}

/**
 * What an alarm node also tells the rule engine about the alarm it changed (ENTITY_CREATED, ENTITY_UPDATED,
 * ALARM_CLEAR): a new message from the alarm itself, with the alarm as data and the node's id as metadata.
 */
export function alarmActionMsg(alarm: Alarm, ruleNodeId: string, action: string): TbMsg {
  return {
    id: newId(),
    ts: Date.now(),
    type: action,
    originator: alarm.id,
    tenantId: alarm.tenantId.id,
    customerId: alarm.customerId.id,
    metadata: { ruleNodeId },
    data: JSON.stringify(alarm),
  };
}

/**
 * The alarm node's message about the alarm, addressed as the platform addresses it: an alarm of a device goes to the
 * default rule chain of the device's profile when the profile names one (else, like any other, to the root chain).
 */
export async function addressedAlarmActionMsg(
  db: Db,
  alarm: Alarm,
  ruleNodeId: string,
  action: string,
): Promise<TbMsg> {
  const msg = alarmActionMsg(alarm, ruleNodeId, action);
  if (alarm.originator.entityType !== 'DEVICE') return msg;
  const ruleChainId = (await deviceProfileRouting(db, alarm.originator.id)).chainId;
  return ruleChainId ? { ...msg, ruleChainId } : msg;
}

/** The customer an alarm of the originator belongs to: the originator's own (a customer is its own), or none. */
export async function originatorCustomerId(db: Db, originator: EntityId): Promise<string> {
  if (originator.entityType === 'CUSTOMER') return originator.id;
  const records = await loadEntities(db, [originator]);
  return records.get(entityKey(originator))?.customerId ?? NULL_UUID;
}

/** The message timestamp the platform dates things by: metadata `ts` when it is a number, else the message's. */
export function messageTs(msg: TbMsg): number {
  const ts = Number(msg.metadata.ts);
  return msg.metadata.ts !== undefined && msg.metadata.ts !== '' && Number.isFinite(ts) ? Math.trunc(ts) : msg.ts;
}

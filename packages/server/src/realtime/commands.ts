import type {
  AlarmDataCmd,
  AttributesSubscriptionCmd,
  CmdUpdateType,
  EntityCountCmd,
  EntityDataCmd,
  GetHistoryCmd,
  TelemetryPluginCmdsWrapper,
  TimeseriesSubscriptionCmd,
  UnsubscribeCmd,
} from '@fleetdeck/model';
import { ApiError } from '../http/errors.js';
import { AlarmDataSubscription } from './alarm-data-sub.js';
import { EntityCountSubscription } from './count-sub.js';
import { EntityDataSubscription } from './entity-data-sub.js';
import type { SessionSubscription, SubscriptionKind, WsSession } from './session.js';
import { cmdError, v1Error, WS_MESSAGES } from './updates.js';
import { CommandError, handleAttributesCmd, handleHistoryCmd, handleTimeseriesCmd, v1CommandError } from './v1.js';

const LISTS = [
  'attrSubCmds',
  'tsSubCmds',
  'historyCmds',
  'entityDataCmds',
  'entityDataUnsubscribeCmds',
  'alarmDataCmds',
  'alarmDataUnsubscribeCmds',
  'entityCountCmds',
  'entityCountUnsubscribeCmds',
] as const;

/**
 * The command wrapper of a text frame, or null when it is not one (not JSON, not an object, a list that is not a
 * list of objects, a cmdId that is not a number): such a frame is answered with a parse error.
 */
export function parseWrapper(text: string): TelemetryPluginCmdsWrapper | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const wrapper = parsed as Record<string, unknown>;
  for (const name of LISTS) {
    const list = wrapper[name];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) return null;
    for (const cmd of list) {
      if (!cmd || typeof cmd !== 'object' || Array.isArray(cmd)) return null;
      const cmdId = (cmd as { cmdId?: unknown }).cmdId;
      if (cmdId === undefined || cmdId === null) (cmd as { cmdId: number }).cmdId = 0;
      else if (typeof cmdId === 'string' && /^-?\d+$/.test(cmdId)) (cmd as { cmdId: number }).cmdId = Number(cmdId);
      else if (typeof cmdId !== 'number' || !Number.isInteger(cmdId)) return null;
    }
  }
  return wrapper as TelemetryPluginCmdsWrapper;
}

export function parseErrorUpdate() {
  return v1Error(0, 2, WS_MESSAGES.parse);
}

function v2Error(session: WsSession, cmdId: number, type: CmdUpdateType, error: unknown): void {
  if (error instanceof CommandError) {
    session.send(cmdId, cmdError(cmdId, type, error.errorCode, error.message));
  } else if (error instanceof ApiError && error.status < 500) {
    session.send(cmdId, cmdError(cmdId, type, error.status === 400 ? 2 : 3, error.message));
  } else {
    session.ctx.log.error({ err: error }, 'websocket command failed');
    session.send(cmdId, cmdError(cmdId, type, 1, WS_MESSAGES.process));
  }
}

/** Starts a v2 subscription that replaces any of the same kind and cmdId; a failed start leaves nothing behind. */
async function startV2<S extends SessionSubscription>(
  session: WsSession,
  kind: SubscriptionKind,
  cmdId: number,
  type: CmdUpdateType,
  subscription: S,
  start: (subscription: S) => Promise<void>,
): Promise<void> {
  if (!session.register(kind, cmdId, subscription)) return;
  try {
    await start(subscription);
  } catch (error) {
    if (session.subscriptions[kind].get(cmdId) === subscription) session.unregister(kind, cmdId);
    v2Error(session, cmdId, type, error);
  }
}

async function entityData(session: WsSession, cmd: EntityDataCmd): Promise<void> {
  const existing = session.subscriptions.entityData.get(cmd.cmdId) as EntityDataSubscription | undefined;
  if (existing) {
    existing.enqueue(cmd, (error) => v2Error(session, cmd.cmdId, 'ENTITY_DATA', error));
    return;
  }
  await startV2(session, 'entityData', cmd.cmdId, 'ENTITY_DATA', new EntityDataSubscription(session, cmd.cmdId), (s) =>
    s.handle(cmd),
  );
}

async function each<T extends { cmdId: number }>(
  list: T[] | undefined,
  handle: (cmd: T) => Promise<void>,
  onError: (cmd: T, error: unknown) => void,
): Promise<void> {
  for (const cmd of list ?? []) {
    try {
      await handle(cmd);
    } catch (error) {
      onError(cmd, error);
    }
  }
}

/** Runs every command of a wrapper in order: v1 first, then the v2 lists. */
export async function processWrapper(session: WsSession, wrapper: TelemetryPluginCmdsWrapper): Promise<void> {
  const v1Failed = (cmd: { cmdId: number }, error: unknown) => v1CommandError(session, cmd.cmdId, error);
  await each<AttributesSubscriptionCmd>(wrapper.attrSubCmds, (cmd) => handleAttributesCmd(session, cmd), v1Failed);
  await each<TimeseriesSubscriptionCmd>(wrapper.tsSubCmds, (cmd) => handleTimeseriesCmd(session, cmd), v1Failed);
  await each<GetHistoryCmd>(wrapper.historyCmds, (cmd) => handleHistoryCmd(session, cmd), v1Failed);
  const unsubscribe = (kind: SubscriptionKind) => async (cmd: UnsubscribeCmd) => session.unregister(kind, cmd.cmdId);
  const ignore = () => undefined;
  await each<EntityDataCmd>(
    wrapper.entityDataCmds,
    (cmd) => entityData(session, cmd),
    (cmd, e) => v2Error(session, cmd.cmdId, 'ENTITY_DATA', e),
  );
  await each<UnsubscribeCmd>(wrapper.entityDataUnsubscribeCmds, unsubscribe('entityData'), ignore);
  await each<AlarmDataCmd>(
    wrapper.alarmDataCmds,
    (cmd) =>
      startV2(
        session,
        'alarmData',
        cmd.cmdId,
        'ALARM_DATA',
        new AlarmDataSubscription(session, cmd.cmdId, cmd.query),
        (s) => s.start(),
      ),
    (cmd, e) => v2Error(session, cmd.cmdId, 'ALARM_DATA', e),
  );
  await each<UnsubscribeCmd>(wrapper.alarmDataUnsubscribeCmds, unsubscribe('alarmData'), ignore);
  await each<EntityCountCmd>(
    wrapper.entityCountCmds,
    (cmd) =>
      startV2(
        session,
        'entityCount',
        cmd.cmdId,
        'COUNT_DATA',
        new EntityCountSubscription(session, cmd.cmdId, cmd.query),
        (s) => s.start(),
      ),
    (cmd, e) => v2Error(session, cmd.cmdId, 'COUNT_DATA', e),
  );
  await each<UnsubscribeCmd>(wrapper.entityCountUnsubscribeCmds, unsubscribe('entityCount'), ignore);
}

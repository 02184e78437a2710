import type { RuleEngineContext } from '../../context.js';
import type { LiveEvent } from '../../realtime/event-bus.js';
import type { TbMsg } from '../message.js';
import { failure, type NodeContext, type NodeResult, success } from '../node.js';
import { decideAlarm, takeDirty } from '../profile/alarm-state.js';
import type { OwnerAttributes } from '../profile/dynamic-values.js';
import { evaluateRuleAt } from '../profile/rule-state.js';
import { mergeAttributes, mergeTimeseries, removeAttributes, type SnapshotUpdate } from '../profile/snapshot.js';
import { applyAlarmDecision } from './apply-decision.js';
import { loadDeviceFacts, loadOwnerAttributes } from './device-data.js';
import { countersOf, type DeviceCounters, type DeviceRuntime, loadDeviceRuntime } from './device-runtime.js';
import { followAlarmChange, followAttributeChange } from './external-changes.js';
import { CHANGING_TYPES, type DataChange, dataChangesOf } from './message-updates.js';
import { deleteRuleNodeStates, findRuleNodeState, findRuleNodeStates, saveRuleNodeState } from './state-store.js';

export interface ProfileAlarmNodeOptions {
  persistAlarmRulesState: boolean;
  fetchAlarmRulesStateOnStart: boolean;
}

/** How often DURATION rules are checked without new data, as the platform's periodic message does. */
const PERIODIC_CHECK_MS = 60_000;
/** How long a device's profile and customer are trusted before they are read again. */
const DEVICE_RECHECK_MS = 10_000;
/** Messages after which a device's state is built again. */
const REBUILDING_TYPES: ReadonlySet<string> = new Set([
  'ENTITY_UPDATED',
  'ENTITY_DELETED',
  'ENTITY_ASSIGNED',
  'ENTITY_UNASSIGNED',
]);

function parseCounters(text: string | null | undefined): DeviceCounters | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { alarmStates?: DeviceCounters } | null;
    return parsed?.alarmStates && typeof parsed.alarmStates === 'object' ? parsed.alarmStates : null;
  } catch {
    return null;
  }
}

/**
 * The state of one device profile node: per device, the snapshot of the data its profile's alarm rules reference,
 * the rules' counters and the alarms they raised. Messages of one device are handled one at a time, in order.
 */
export class ProfileAlarmNode {
  private readonly devices = new Map<string, DeviceRuntime>();
  /** counters of devices whose state was dropped (profile or device changed), for the rebuild */
  private readonly carried = new Map<string, DeviceCounters>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly ready: Promise<Map<string, DeviceCounters> | null>;
  private readonly stopListening: () => void;
  private readonly timer: NodeJS.Timeout;
  private lastContext: NodeContext | null = null;

  constructor(
    private readonly ctx: RuleEngineContext,
    private readonly nodeId: string,
    readonly options: ProfileAlarmNodeOptions,
  ) {
    this.ready = this.start();
    this.ready.catch((error: unknown) => ctx.log.error({ err: error }, 'loading the alarm rule states failed'));
    this.stopListening = ctx.bus.subscribe((event) => this.onEvent(event));
    this.timer = setInterval(() => void this.checkDurations(), PERIODIC_CHECK_MS).unref();
  }

  close(): void {
    this.stopListening();
    clearInterval(this.timer);
  }

  /** Evaluates a message against its device's alarm rules; the alarm messages come first, then Success. */
  async process(msg: TbMsg, context: NodeContext): Promise<NodeResult[]> {
    this.lastContext = context;
    if (msg.originator.entityType !== 'DEVICE') return [success(msg)];
    const deviceId = msg.originator.id;
    if (REBUILDING_TYPES.has(msg.type)) {
      // Another profile, another customer (whose attributes the rules may read), or no device at all.
      this.drop(deviceId, msg.type !== 'ENTITY_DELETED');
      return [success(msg)];
    }
    if (!CHANGING_TYPES.has(msg.type)) return [success(msg)];
    try {
      const results = await this.serial(deviceId, () => this.evaluate(deviceId, msg));
      return [...results, success(msg)];
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return [failure(msg, new Error(`Failed to process alarm rule for Device [${deviceId}]: ${reason}`))];
    }
  }

  private async start(): Promise<Map<string, DeviceCounters> | null> {
    if (!this.options.persistAlarmRulesState) {
      // State kept by an earlier configuration of this node must not come back if persistence is turned on later.
      await deleteRuleNodeStates(this.ctx.db, this.nodeId);
      return null;
    }
    if (!this.options.fetchAlarmRulesStateOnStart) return null;
    const stored = new Map<string, DeviceCounters>();
    for (const row of await findRuleNodeStates(this.ctx.db, this.nodeId)) {
      const counters = parseCounters(row.stateData);
      if (counters) stored.set(row.entityId, counters);
    }
    return stored;
  }

  private serial<T>(deviceId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(deviceId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    this.locks.set(deviceId, settled);
    void settled.then(() => {
      if (this.locks.get(deviceId) === settled) this.locks.delete(deviceId);
    });
    return next;
  }

  private drop(deviceId: string, keepCounters: boolean): void {
    const runtime = this.devices.get(deviceId);
    this.devices.delete(deviceId);
    if (runtime && keepCounters) this.carried.set(deviceId, countersOf(runtime));
    else if (!keepCounters) this.carried.delete(deviceId);
  }

  private async storedCounters(deviceId: string): Promise<DeviceCounters | null> {
    const carried = this.carried.get(deviceId);
    if (carried) {
      this.carried.delete(deviceId);
      return carried;
    }
    if (!this.options.persistAlarmRulesState) return null;
    const preloaded = await this.ready;
    if (preloaded) return preloaded.get(deviceId) ?? null;
    return parseCounters(await findRuleNodeState(this.ctx.db, this.nodeId, deviceId));
  }

  /** The device's state, built on first use and again when its profile or customer changed. */
  private async runtime(deviceId: string): Promise<DeviceRuntime | null> {
    await this.ready.catch(() => null);
    let runtime = this.devices.get(deviceId);
    if (runtime && Date.now() - runtime.checkedAt > DEVICE_RECHECK_MS) {
      const facts = await loadDeviceFacts(this.ctx, deviceId);
      if (!facts) {
        this.drop(deviceId, false);
        return null;
      }
      if (facts.profileId === runtime.facts.profileId && facts.customerId === runtime.facts.customerId) {
        runtime.checkedAt = Date.now();
      } else {
        this.drop(deviceId, true);
        runtime = undefined;
      }
    }
    if (runtime) return runtime;
    const facts = await loadDeviceFacts(this.ctx, deviceId);
    if (!facts) return null;
    runtime = await loadDeviceRuntime(this.ctx, facts, await this.storedCounters(deviceId));
    this.devices.set(deviceId, runtime);
    return runtime;
  }

  private async evaluate(deviceId: string, msg: TbMsg): Promise<NodeResult[]> {
    const runtime = await this.runtime(deviceId);
    // A profile without alarm rules costs one cached look-up per message, not a parse of its data.
    if (!runtime || runtime.byAlarmId.size === 0) return [];
    const changes = dataChangesOf(msg);
    runtime.lastMetadata = msg.metadata;
    const results: NodeResult[] = [];
    let owners: OwnerAttributes | null = null;
    for (const change of changes) {
      const update = this.merge(runtime, change);
      if (update.keys.size === 0) continue;
      owners ??= await loadOwnerAttributes(this.ctx, runtime.facts, runtime.ownerAttributes);
      for (const alarm of runtime.byAlarmId.values()) {
        const decision = decideAlarm(alarm.states, { snapshot: runtime.snapshot, owners }, update, alarm.current);
        const outcome = await applyAlarmDecision(this.ctx, runtime, alarm, decision, msg);
        if (outcome) results.push(outcome);
      }
    }
    await this.persist(runtime);
    return results;
  }

  private merge(runtime: DeviceRuntime, change: DataChange): SnapshotUpdate {
    if (change.kind === 'timeseries') return mergeTimeseries(runtime.snapshot, change.ts, change.entries);
    if (change.kind === 'attributes') return mergeAttributes(runtime.snapshot, change.ts, change.entries);
    return removeAttributes(runtime.snapshot, change.keys);
  }

  private async persist(runtime: DeviceRuntime): Promise<void> {
    let dirty = false;
    for (const alarm of runtime.byAlarmId.values()) dirty = takeDirty(alarm.states) || dirty;
    if (!dirty || !this.options.persistAlarmRulesState) return;
    await saveRuleNodeState(this.ctx.db, {
      tenantId: runtime.facts.tenantId,
      ruleNodeId: this.nodeId,
      entityType: 'DEVICE',
      entityId: runtime.facts.id,
      stateData: JSON.stringify({ alarmStates: countersOf(runtime) }),
    });
  }

  /**
   * DURATION rules whose condition still holds may have held long enough by now, without new data: their alarm
   * messages continue from the node along their relation. Resolves when every device was checked.
   */
  async checkDurations(now = Date.now()): Promise<void> {
    const context = this.lastContext;
    if (!context) return;
    const checks: Promise<void>[] = [];
    for (const [deviceId, runtime] of this.devices) {
      const waiting = [...runtime.byAlarmId.values()].some((alarm) =>
        alarm.states.createStates.some((state) => state.counters.lastEventTs > 0),
      );
      if (!waiting) continue;
      const check = this.serial(deviceId, async () => {
        const owners = await loadOwnerAttributes(this.ctx, runtime.facts, runtime.ownerAttributes);
        for (const alarm of runtime.byAlarmId.values()) {
          const decision = decideAlarm(
            alarm.states,
            { snapshot: runtime.snapshot, owners },
            null,
            alarm.current,
            (s, i) => evaluateRuleAt(s, i, now),
          );
          const outcome = await applyAlarmDecision(this.ctx, runtime, alarm, decision, {
            metadata: runtime.lastMetadata,
            customerId: runtime.facts.customerId,
          });
          if (outcome) context.tellLater(outcome.msg, outcome.relation);
        }
        await this.persist(runtime);
      });
      checks.push(
        check.catch((error: unknown) =>
          this.ctx.log.warn({ err: error, deviceId }, 'periodic alarm rule check failed'),
        ),
      );
    }
    await Promise.all(checks);
  }

  /** Keeps what the node knows in step with changes made elsewhere: profiles, devices, alarms, attributes. */
  private onEvent(event: LiveEvent): void {
    const { entityType, id } = event.entityId;
    if (entityType === 'DEVICE_PROFILE' && (event.type === 'entitySaved' || event.type === 'entityDeleted')) {
      for (const [deviceId, runtime] of this.devices) if (runtime.facts.profileId === id) this.drop(deviceId, true);
      return;
    }
    if (entityType !== 'DEVICE') return;
    const runtime = this.devices.get(id);
    if (!runtime) return;
    if (event.type === 'entitySaved' || event.type === 'entityDeleted') {
      this.drop(id, event.type === 'entitySaved');
    } else if (event.type === 'alarm') {
      followAlarmChange(runtime, event);
    } else {
      followAttributeChange(runtime.snapshot, event);
    }
  }
}

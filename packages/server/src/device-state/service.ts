import { type EntityId, entityId, NULL_UUID } from '@fleetdeck/model';
import { newId } from '../common/uuid.js';
import type { DeviceStateContext } from '../context.js';
import type { DeviceConnectivityEvent, LiveEvent } from '../realtime/event-bus.js';
import { MSG_TYPES } from '../rule-engine/message.js';
import type { AttributeKvEntry, KvValue } from '../telemetry/kv.js';
import { deviceExists, findDeviceSummary, findDevicesWithFlag } from './store.js';

/** The server attributes the platform keeps for every device. */
export const ACTIVE = 'active';
export const LAST_CONNECT_TIME = 'lastConnectTime';
export const LAST_DISCONNECT_TIME = 'lastDisconnectTime';
export const LAST_ACTIVITY_TIME = 'lastActivityTime';
export const INACTIVITY_ALARM_TIME = 'inactivityAlarmTime';
export const INACTIVITY_TIMEOUT = 'inactivityTimeout';

const STATE_KEYS = [
  ACTIVE,
  LAST_CONNECT_TIME,
  LAST_DISCONNECT_TIME,
  LAST_ACTIVITY_TIME,
  INACTIVITY_ALARM_TIME,
  INACTIVITY_TIMEOUT,
];

export interface DeviceStateOptions {
  /** inactivityTimeout of a device without that attribute, ms (the platform's default of 600 s) */
  defaultInactivityTimeoutMs?: number;
  /** how often devices are checked for inactivity, ms */
  checkIntervalMs?: number;
  /** lastActivityTime is written at most this often per device, ms */
  activityWriteIntervalMs?: number;
}

interface DeviceState {
  tenantId: string;
  customerId: string;
  deviceName: string;
  deviceType: string;
  active: boolean;
  lastConnectTime: number;
  lastDisconnectTime: number;
  lastActivityTime: number;
  inactivityAlarmTime: number;
  /** 0 when the device has no inactivityTimeout attribute (the default applies) */
  inactivityTimeout: number;
  /** the lastActivityTime last written */
  writtenActivityTime: number;
}

const DEFAULT_INACTIVITY_TIMEOUT_MS = 600_000;
const DEFAULT_CHECK_INTERVAL_MS = 10_000;
const DEFAULT_ACTIVITY_WRITE_INTERVAL_MS = 10_000;

function numberOf(value: KvValue | undefined): number {
  if (!value) return 0;
  if (value.type === 'LONG' || value.type === 'DOUBLE') return value.value;
  if (value.type === 'STRING') return Number(value.value) || 0;
  return 0;
}

const long = (value: number): KvValue => ({ type: 'LONG', value });

/**
 * Connectivity of devices (DefaultDeviceStateService of 3.4.1): whether each device is active, and when it last
 * connected, disconnected, was active and went inactive, kept as server attributes. The state lives in memory; a
 * message costs no database write: lastActivityTime is written at most once per interval and whenever `active`
 * changes, and a timer finds the devices silent for longer than their inactivityTimeout.
 */
export class DeviceStateService {
  private readonly states = new Map<string, Promise<DeviceState | null>>();
  /** the loaded states, for the path of an ordinary message that needs no waiting */
  private readonly loaded = new Map<string, DeviceState>();
  private readonly defaultTimeout: number;
  private readonly writeInterval: number;
  private readonly timer: NodeJS.Timeout | null;
  private readonly stopListening: () => void;
  private readonly stopHearingNodes: () => void;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly ctx: DeviceStateContext,
    options: DeviceStateOptions = {},
  ) {
    this.defaultTimeout = options.defaultInactivityTimeoutMs ?? DEFAULT_INACTIVITY_TIMEOUT_MS;
    this.writeInterval = options.activityWriteIntervalMs ?? DEFAULT_ACTIVITY_WRITE_INTERVAL_MS;
    const checkInterval = options.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS;
    this.timer =
      checkInterval > 0 ? setInterval(() => this.track(this.checkInactivity()), checkInterval).unref() : null;
    this.stopListening = ctx.bus.subscribe((event) => this.onEvent(event));
    // What the device state node reports is kept by the process that ran the node, as a transport's report is.
    this.stopHearingNodes = ctx.bus.subscribeLocal((event) => {
      if (event.type === 'deviceConnectivity')
        this.track(this.reported(event.tenantId, event.entityId.id, event.event, event.ts));
    });
  }

  private reported(tenantId: string, deviceId: string, event: DeviceConnectivityEvent, ts: number): Promise<void> {
    if (event === 'CONNECT_EVENT') return this.connected(tenantId, deviceId, ts);
    if (event === 'DISCONNECT_EVENT') return this.disconnected(tenantId, deviceId, ts);
    if (event === 'ACTIVITY_EVENT') return this.activity(tenantId, deviceId, ts);
    return this.inactive(tenantId, deviceId, ts);
  }

  /** The device is said to be inactive (not by its timeout): `active` false, the time, and an Inactivity Event. */
  async inactive(tenantId: string, deviceId: string, ts = Date.now()): Promise<void> {
    await this.guard(async () => {
      const state = await this.state(deviceId);
      if (!state) return;
      state.active = false;
      state.inactivityAlarmTime = ts;
      await this.save(deviceId, state, [
        [ACTIVE, { type: 'BOOLEAN', value: false }],
        [INACTIVITY_ALARM_TIME, long(ts)],
      ]);
      this.notify(deviceId, state, MSG_TYPES.inactivity);
    }, tenantId);
  }

  /**
   * Loads the devices that were active when the server stopped, so that the inactivity check can end their
   * activity even if they never send again.
   */
  async start(): Promise<void> {
    const ids = await findDevicesWithFlag(this.ctx.db, ACTIVE);
    await Promise.all(ids.map((id) => this.state(id)));
  }

  /** A device session opened: lastConnectTime, a Connect Event, and the device counts as active from now. */
  async connected(tenantId: string, deviceId: string, ts = Date.now()): Promise<void> {
    await this.guard(async () => {
      const state = await this.state(deviceId);
      if (!state) return;
      state.lastConnectTime = ts;
      await this.save(deviceId, state, [[LAST_CONNECT_TIME, long(ts)]]);
      this.notify(deviceId, state, MSG_TYPES.connect);
      await this.markActive(deviceId, state, ts);
    }, tenantId);
  }

  /** The last session of a device closed: lastDisconnectTime and a Disconnect Event; activity ends by timeout. */
  async disconnected(tenantId: string, deviceId: string, ts = Date.now()): Promise<void> {
    await this.guard(async () => {
      const state = await this.state(deviceId);
      if (!state) return;
      state.lastDisconnectTime = ts;
      await this.save(deviceId, state, [[LAST_DISCONNECT_TIME, long(ts)]]);
      this.notify(deviceId, state, MSG_TYPES.disconnect);
    }, tenantId);
  }

  /**
   * The device said something. Costs nothing but memory unless the device was inactive (then `active` becomes true
   * with an Activity Event) or its lastActivityTime was last written longer than the write interval ago.
   */
  async activity(tenantId: string, deviceId: string, ts = Date.now()): Promise<void> {
    const known = this.loaded.get(deviceId);
    if (known?.active && ts - known.writtenActivityTime < this.writeInterval) {
      if (ts > known.lastActivityTime) known.lastActivityTime = ts;
      return;
    }
    const loaded = this.states.get(deviceId);
    if (loaded === undefined) {
      await this.guard(async () => {
        const state = await this.state(deviceId);
        if (state) await this.markActive(deviceId, state, ts);
      }, tenantId);
      return;
    }
    await this.guard(async () => {
      const state = await loaded;
      if (state) await this.markActive(deviceId, state, ts);
    }, tenantId);
  }

  /** Waits for the state writes under way (tests and shutdown). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Stops the timer and the bus listener and finishes pending writes. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopListening();
    this.stopHearingNodes();
    await this.flush();
  }

  /** Ends the activity of every device silent for longer than its inactivity timeout. */
  async checkInactivity(now = Date.now()): Promise<void> {
    for (const [deviceId, state] of this.loaded) {
      if (!state.active) continue;
      const timeout = state.inactivityTimeout > 0 ? state.inactivityTimeout : this.defaultTimeout;
      if (now <= state.lastActivityTime + timeout) continue;
      // A device deleted meanwhile (its deletion may not have been announced) keeps no attributes.
      if (!(await deviceExists(this.ctx.db, deviceId))) {
        this.states.delete(deviceId);
        this.loaded.delete(deviceId);
        continue;
      }
      state.active = false;
      state.inactivityAlarmTime = now;
      await this.guard(async () => {
        await this.save(deviceId, state, [
          [ACTIVE, { type: 'BOOLEAN', value: false }],
          [INACTIVITY_ALARM_TIME, long(now)],
        ]);
        this.notify(deviceId, state, MSG_TYPES.inactivity);
      }, state.tenantId);
    }
  }

  private async markActive(deviceId: string, state: DeviceState, ts: number): Promise<void> {
    if (ts <= state.lastActivityTime) return;
    state.lastActivityTime = ts;
    if (!state.active) {
      state.active = true;
      state.writtenActivityTime = ts;
      await this.save(deviceId, state, [
        [ACTIVE, { type: 'BOOLEAN', value: true }],
        [LAST_ACTIVITY_TIME, long(ts)],
      ]);
      this.notify(deviceId, state, MSG_TYPES.activity);
    } else if (ts - state.writtenActivityTime >= this.writeInterval) {
      state.writtenActivityTime = ts;
      await this.save(deviceId, state, [[LAST_ACTIVITY_TIME, long(ts)]]);
    }
  }

  private state(deviceId: string): Promise<DeviceState | null> {
    let state = this.states.get(deviceId);
    if (!state) {
      state = this.load(deviceId);
      this.states.set(deviceId, state);
      state.then(
        (loaded) => {
          if (loaded && this.states.get(deviceId) === state) this.loaded.set(deviceId, loaded);
          else if (!loaded) this.states.delete(deviceId);
        },
        () => this.states.delete(deviceId),
      );
    }
    return state;
  }

  private async load(deviceId: string): Promise<DeviceState | null> {
    const device = await findDeviceSummary(this.ctx.db, deviceId);
    if (!device) return null;
    const attributes = await this.ctx.telemetry.attributes(entityId('DEVICE', deviceId), 'SERVER_SCOPE', STATE_KEYS);
    const value = (key: string) => attributes.find((attribute) => attribute.key === key)?.value;
    const active = value(ACTIVE);
    const lastActivityTime = numberOf(value(LAST_ACTIVITY_TIME));
    return {
      tenantId: device.tenant_id,
      customerId: device.customer_id,
      deviceName: device.name,
      deviceType: device.type,
      active: active?.type === 'BOOLEAN' ? active.value : false,
      lastConnectTime: numberOf(value(LAST_CONNECT_TIME)),
      lastDisconnectTime: numberOf(value(LAST_DISCONNECT_TIME)),
      lastActivityTime,
      inactivityAlarmTime: numberOf(value(INACTIVITY_ALARM_TIME)),
      inactivityTimeout: numberOf(value(INACTIVITY_TIMEOUT)),
      writtenActivityTime: lastActivityTime,
    };
  }

  private async save(deviceId: string, state: DeviceState, values: Array<[string, KvValue]>): Promise<void> {
    const now = Date.now();
    const entries: AttributeKvEntry[] = values.map(([key, value]) => ({ key, value, lastUpdateTs: now }));
    await this.ctx.telemetry.saveAttributes(state.tenantId, entityId('DEVICE', deviceId), 'SERVER_SCOPE', entries);
  }

  /** The rule-engine event of a state change, with the state as its data (the platform's DeviceState JSON). */
  private notify(deviceId: string, state: DeviceState, type: string): void {
    const originator: EntityId = entityId('DEVICE', deviceId);
    const data = {
      active: state.active,
      lastConnectTime: state.lastConnectTime,
      lastActivityTime: state.lastActivityTime,
      lastDisconnectTime: state.lastDisconnectTime,
      lastInactivityAlarmTime: state.inactivityAlarmTime,
      inactivityTimeout: state.inactivityTimeout > 0 ? state.inactivityTimeout : this.defaultTimeout,
    };
    this.track(
      this.ctx.ruleEngine.push({
        id: newId(),
        ts: Date.now(),
        type,
        originator,
        tenantId: state.tenantId,
        customerId: state.customerId || NULL_UUID,
        metadata: { deviceName: state.deviceName, deviceType: state.deviceType, scope: 'SERVER_SCOPE' },
        data: JSON.stringify(data),
      }),
    );
  }

  /** Keeps inactivityTimeout current and forgets deleted devices. */
  private onEvent(event: LiveEvent): void {
    if (event.entityId.entityType !== 'DEVICE') return;
    const deviceId = event.entityId.id;
    if (event.type === 'entityDeleted') {
      this.states.delete(deviceId);
      this.loaded.delete(deviceId);
      return;
    }
    if ((event.type !== 'attributes' && event.type !== 'attributesDeleted') || event.scope !== 'SERVER_SCOPE') return;
    const loading = this.states.get(deviceId);
    if (!loading) return;
    void loading.then((state) => {
      if (!state) return;
      if (event.type === 'attributes') {
        const timeout = event.entries.find((entry) => entry.key === INACTIVITY_TIMEOUT);
        if (timeout) state.inactivityTimeout = numberOf(timeout.value);
      } else if (event.keys.includes(INACTIVITY_TIMEOUT)) {
        state.inactivityTimeout = 0;
      }
    });
  }

  /** Runs state work so that a failure is logged, never thrown at the transport that reported the event. */
  private async guard(work: () => Promise<void>, tenantId: string): Promise<void> {
    const running = work().catch((error: unknown) => {
      this.ctx.log.error({ err: error, tenantId }, 'device state update failed');
    });
    this.track(running);
    await running;
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.then(
      () => undefined,
      (error: unknown) => this.ctx.log.error({ err: error }, 'device state work failed'),
    );
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }
}

import {
  type AlarmDataCmd,
  type AlarmDataQuery,
  type AlarmDataUpdate,
  type AttributesSubscriptionCmd,
  type CmdUpdate,
  type EntityCountQuery,
  type EntityCountUpdate,
  type EntityDataCmd,
  type EntityDataUpdate,
  type GetHistoryCmd,
  isCmdUpdate,
  type SubscriptionUpdate,
  TELEMETRY_WS_PATH,
  type TelemetryPluginCmdsWrapper,
  type TelemetryWsMessage,
  type TimeseriesSubscriptionCmd,
} from '@fleetdeck/model';

/** The part of the WebSocket API this client uses: the browser's WebSocket and the `ws` package both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export type TelemetryWsStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface TelemetryWsOptions {
  /** The server, e.g. `http://localhost:8080`; empty in the browser means the page's own origin. */
  baseUrl?: string;
  /** The current access token, read at every (re)connect so a refreshed token is used. */
  token: () => string | null | Promise<string | null>;
  /** Defaults to the global WebSocket (browsers, Node 22); pass `ws`'s WebSocket on Node 20. */
  WebSocket?: WebSocketConstructor;
  /** Reconnect after a drop (default true), waiting minReconnectDelayMs, doubling up to maxReconnectDelayMs. */
  reconnect?: boolean;
  minReconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** Told every status change; on a close, with the close code and reason. */
  onStatus?: (status: TelemetryWsStatus, close?: { code: number; reason: string }) => void;
  /** Messages that match no active command (e.g. the parse error with subscriptionId 0). */
  onUnmatched?: (message: TelemetryWsMessage) => void;
}

/** A live command; unsubscribe() stops it and tells the server. */
export interface LiveSubscription {
  readonly cmdId: number;
  unsubscribe(): void;
}

export interface EntityDataSubscription extends LiveSubscription {
  /** Changes the latest, time series or history part of the command, keeping its query (an update command of the same cmdId). */
  update(change: Pick<EntityDataCmd, 'latestCmd' | 'tsCmd' | 'historyCmd'>): void;
}

type V1Kind = 'attr' | 'ts';
type V2Kind = 'entityData' | 'entityCount' | 'alarmData';

interface ActiveCommand {
  kind: V1Kind | V2Kind | 'history';
  /** the full command to send on (re)connect */
  command: { cmdId: number } & Record<string, unknown>;
  listener: (message: never) => void;
}

const OPEN = 1;
const NORMAL_CLOSURE = 1000;

const V2_UNSUBSCRIBE: Record<V2Kind, keyof TelemetryPluginCmdsWrapper> = {
  entityData: 'entityDataUnsubscribeCmds',
  entityCount: 'entityCountUnsubscribeCmds',
  alarmData: 'alarmDataUnsubscribeCmds',
};

const SUBSCRIBE_LIST: Record<ActiveCommand['kind'], keyof TelemetryPluginCmdsWrapper> = {
  attr: 'attrSubCmds',
  ts: 'tsSubCmds',
  history: 'historyCmds',
  entityData: 'entityDataCmds',
  entityCount: 'entityCountCmds',
  alarmData: 'alarmDataCmds',
};

function socketUrl(baseUrl: string, token: string): string {
  const origin = baseUrl || (globalThis as { location?: { origin: string } }).location?.origin || '';
  const url = new URL(TELEMETRY_WS_PATH, origin);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

function appendCommand(wrapper: TelemetryPluginCmdsWrapper, list: keyof TelemetryPluginCmdsWrapper, cmd: object) {
  const lists = wrapper as Record<string, object[] | undefined>;
  const target = lists[list] ?? [];
  target.push(cmd);
  lists[list] = target;
}

/**
 * The telemetry WebSocket (/api/ws/plugins/telemetry) for the console, the tests and the benchmarks: one socket, commands numbered by the
 * client, typed updates routed to each command's listener. Commands made in one tick go out in one message. After a
 * drop it reconnects with backoff and sends every active command again, so subscribers only see a pause.
 */
export class TelemetryWebSocket {
  private socket: WebSocketLike | null = null;
  private statusValue: TelemetryWsStatus = 'idle';
  private nextCmdId = 1;
  private readonly active = new Map<number, ActiveCommand>();
  private pending: TelemetryPluginCmdsWrapper | null = null;
  private reconnectDelay: number;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private opened: Promise<void> | null = null;
  private closedByUser = false;
  private readonly WebSocketImpl: WebSocketConstructor;

  constructor(private readonly options: TelemetryWsOptions) {
    const impl = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!impl) throw new Error('No WebSocket implementation: pass one in the options');
    this.WebSocketImpl = impl;
    this.reconnectDelay = options.minReconnectDelayMs ?? 1000;
  }

  get status(): TelemetryWsStatus {
    return this.statusValue;
  }

  /** The number of commands kept live (and re-sent after a reconnect). */
  get activeCount(): number {
    return this.active.size;
  }

  /** Opens the socket; resolves once it is open. Subscribing also connects, without waiting. */
  connect(): Promise<void> {
    this.closedByUser = false;
    if (this.statusValue === 'open') return Promise.resolve();
    if (!this.opened) {
      this.opened = this.open().catch((error: unknown) => {
        this.opened = null;
        throw error;
      });
    }
    return this.opened;
  }

  /** Closes the socket for good: no reconnect; every command is forgotten. */
  close(): void {
    this.closedByUser = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.active.clear();
    this.pending = null;
    const socket = this.socket;
    this.socket = null;
    this.opened = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(NORMAL_CLOSURE);
    }
    this.setStatus('closed');
  }

  /** Sends a raw wrapper as is (for tests of the protocol itself); answers still reach subscriptions by id. */
  sendRaw(wrapper: TelemetryPluginCmdsWrapper | string): void {
    if (!this.socket || this.socket.readyState !== OPEN) throw new Error('The telemetry WebSocket is not open');
    this.socket.send(typeof wrapper === 'string' ? wrapper : JSON.stringify(wrapper));
  }

  /** Reserves a command id, for raw commands whose answers a listener should get. */
  reserveCmdId(): number {
    return this.nextCmdId++;
  }

  subscribeAttributes(
    cmd: Omit<AttributesSubscriptionCmd, 'cmdId' | 'unsubscribe'>,
    listener: (update: SubscriptionUpdate) => void,
  ): LiveSubscription {
    return this.v1Subscription('attr', cmd, listener);
  }

  subscribeTimeseries(
    cmd: Omit<TimeseriesSubscriptionCmd, 'cmdId' | 'unsubscribe'>,
    listener: (update: SubscriptionUpdate) => void,
  ): LiveSubscription {
    return this.v1Subscription('ts', cmd, listener);
  }

  /** A one-shot history read (GetHistoryCmd). */
  history(cmd: Omit<GetHistoryCmd, 'cmdId'>): Promise<SubscriptionUpdate> {
    return new Promise((resolve) => {
      const cmdId = this.nextCmdId++;
      const command = { ...cmd, cmdId };
      this.register({
        kind: 'history',
        command,
        listener: ((update: SubscriptionUpdate) => {
          this.active.delete(cmdId);
          resolve(update);
        }) as (message: never) => void,
      });
    });
  }

  subscribeEntityData(
    cmd: Omit<EntityDataCmd, 'cmdId'>,
    listener: (update: EntityDataUpdate) => void,
  ): EntityDataSubscription {
    const cmdId = this.nextCmdId++;
    const entry: ActiveCommand = {
      kind: 'entityData',
      command: { ...cmd, cmdId },
      listener: listener as (message: never) => void,
    };
    this.register(entry);
    return {
      cmdId,
      update: (change) => {
        if (!this.active.has(cmdId)) return;
        entry.command = { ...entry.command, ...change };
        this.enqueue('entityDataCmds', { cmdId, ...change });
      },
      unsubscribe: () => this.unsubscribeV2('entityData', cmdId),
    };
  }

  subscribeEntityCount(query: EntityCountQuery, listener: (update: EntityCountUpdate) => void): LiveSubscription {
    return this.v2Subscription('entityCount', { query }, listener);
  }

  subscribeAlarmData(query: AlarmDataQuery, listener: (update: AlarmDataUpdate) => void): LiveSubscription {
    return this.v2Subscription('alarmData', { query } satisfies Omit<AlarmDataCmd, 'cmdId'>, listener);
  }

  private v1Subscription(kind: V1Kind, cmd: object, listener: (update: SubscriptionUpdate) => void): LiveSubscription {
    const cmdId = this.nextCmdId++;
    const command = { ...cmd, cmdId } as ActiveCommand['command'];
    this.register({ kind, command, listener: listener as (message: never) => void });
    return {
      cmdId,
      unsubscribe: () => {
        if (!this.active.delete(cmdId)) return;
        this.enqueue(SUBSCRIBE_LIST[kind], { ...command, unsubscribe: true });
      },
    };
  }

  private v2Subscription<U extends CmdUpdate>(
    kind: V2Kind,
    cmd: object,
    listener: (update: U) => void,
  ): LiveSubscription {
    const cmdId = this.nextCmdId++;
    this.register({ kind, command: { ...cmd, cmdId }, listener: listener as (message: never) => void });
    return { cmdId, unsubscribe: () => this.unsubscribeV2(kind, cmdId) };
  }

  private unsubscribeV2(kind: V2Kind, cmdId: number): void {
    if (!this.active.delete(cmdId)) return;
    this.enqueue(V2_UNSUBSCRIBE[kind], { cmdId });
  }

  private register(entry: ActiveCommand): void {
    this.active.set(entry.command.cmdId, entry);
    // While (re)connecting, the open handler sends every active command, this one included.
    if (this.statusValue === 'open') this.enqueue(SUBSCRIBE_LIST[entry.kind], entry.command);
    else if (this.statusValue === 'idle' || this.statusValue === 'closed') {
      this.connect().catch(() => undefined);
    }
  }

  private enqueue(list: keyof TelemetryPluginCmdsWrapper, cmd: object): void {
    if (this.statusValue !== 'open') return;
    if (!this.pending) {
      this.pending = {};
      queueMicrotask(() => this.flush());
    }
    appendCommand(this.pending, list, cmd);
  }

  private flush(): void {
    const wrapper = this.pending;
    this.pending = null;
    if (!wrapper || !this.socket || this.socket.readyState !== OPEN) return;
    this.socket.send(JSON.stringify(wrapper));
  }

  private async open(): Promise<void> {
    this.setStatus(this.statusValue === 'reconnecting' ? 'reconnecting' : 'connecting');
    const token = await this.options.token();
    if (this.closedByUser) throw new Error('The telemetry WebSocket was closed');
    if (!token) {
      this.setStatus('closed');
      throw new Error('No access token for the telemetry WebSocket');
    }
    const socket = new this.WebSocketImpl(socketUrl(this.options.baseUrl ?? '', token));
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => {
        this.reconnectDelay = this.options.minReconnectDelayMs ?? 1000;
        this.setStatus('open');
        this.resubscribe();
        resolve();
      };
      socket.onmessage = (event) => this.receive(event.data);
      socket.onerror = () => undefined;
      socket.onclose = (event) => {
        const wasOpen = this.statusValue === 'open';
        this.socket = null;
        this.opened = null;
        this.pending = null;
        if (!wasOpen) reject(new Error(`The telemetry WebSocket closed: ${event.code} ${event.reason}`));
        this.dropped(event);
      };
    });
  }

  /** Sends every active command again, in one message: after a reconnect the server has none of them. */
  private resubscribe(): void {
    if (this.active.size === 0) return;
    const wrapper: TelemetryPluginCmdsWrapper = {};
    for (const entry of this.active.values()) appendCommand(wrapper, SUBSCRIBE_LIST[entry.kind], entry.command);
    this.socket?.send(JSON.stringify(wrapper));
  }

  private dropped(close: { code: number; reason: string }): void {
    if (this.closedByUser || this.options.reconnect === false) {
      this.setStatus('closed', close);
      return;
    }
    this.setStatus('reconnecting', close);
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(delay * 2, this.options.maxReconnectDelayMs ?? 30000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closedByUser) return;
      this.connect().catch(() => undefined);
    }, delay);
  }

  private receive(data: unknown): void {
    let message: TelemetryWsMessage;
    try {
      message = JSON.parse(typeof data === 'string' ? data : String(data)) as TelemetryWsMessage;
    } catch {
      return;
    }
    const id = isCmdUpdate(message) ? message.cmdId : message.subscriptionId;
    const entry = this.active.get(id);
    if (entry) (entry.listener as (message: TelemetryWsMessage) => void)(message);
    else this.options.onUnmatched?.(message);
  }

  private setStatus(status: TelemetryWsStatus, close?: { code: number; reason: string }): void {
    if (this.statusValue === status && !close) return;
    this.statusValue = status;
    this.options.onStatus?.(status, close);
  }
}

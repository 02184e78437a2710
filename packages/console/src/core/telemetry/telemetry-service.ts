import {
  type EntityDataSubscription,
  type LiveSubscription,
  TelemetryWebSocket,
  type TelemetryWsStatus,
  type WebSocketConstructor,
} from '@fleetdeck/client';
import type {
  AlarmDataQuery,
  AlarmDataUpdate,
  AttributeScope,
  EntityDataCmd,
  EntityDataUpdate,
  EntityId,
  SubscriptionUpdate,
  TimeseriesSubscriptionCmd,
} from '@fleetdeck/model';

/** What the service needs of the session: its tokens, a way to refresh them, and word when they change. */
export interface TelemetrySessionTokens {
  getToken(): string | null;
  getRefreshToken(): string | null;
  isTokenValid(): boolean;
  refresh(): Promise<void>;
  onChange(listener: () => void): () => void;
}

export interface TelemetryServiceOptions {
  tokens: TelemetrySessionTokens;
  baseUrl?: string;
  WebSocket?: WebSocketConstructor;
  minReconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

/** A v1 listener is told whether the update is the first full one after (re)subscribing. */
export type V1Listener = (update: SubscriptionUpdate, initial: boolean) => void;

export interface EntityDataHandle {
  update(change: Pick<EntityDataCmd, 'latestCmd' | 'tsCmd' | 'historyCmd'>): void;
  unsubscribe(): void;
}

interface Managed {
  /** (re)creates the command on a socket */
  attach(socket: TelemetryWebSocket): void;
  /** the server lost the command (reconnect): its next update is full again */
  expectInitial(): void;
  detach(): void;
}

/**
 * The console's live data over the telemetry WebSocket client: one socket per session, opened when the first
 * subscription asks for it with the current access token (refreshed first when it has expired), and re-opened with
 * the fresh token after a refresh, every subscription restored. Signing out closes it.
 */
export class TelemetryService {
  private socket: TelemetryWebSocket | null = null;
  private socketToken: string | null = null;
  private readonly subscriptions = new Set<Managed>();
  private readonly statusListeners = new Set<(status: TelemetryWsStatus) => void>();
  private statusValue: TelemetryWsStatus = 'idle';
  /** set while the service refreshes the token itself, so that its own refresh does not re-open the socket */
  private refreshing = false;

  constructor(private readonly options: TelemetryServiceOptions) {
    options.tokens.onChange(() => this.tokensChanged());
  }

  get status(): TelemetryWsStatus {
    return this.statusValue;
  }

  onStatus(listener: (status: TelemetryWsStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Attributes of one scope of an entity (all keys when none are given). */
  subscribeAttributes(
    entityId: EntityId,
    scope: AttributeScope,
    keys: readonly string[] | null,
    listener: V1Listener,
  ): () => void {
    const cmd = { entityType: entityId.entityType, entityId: entityId.id, scope, keys: keyList(keys) };
    return this.v1((socket, receive) => socket.subscribeAttributes(cmd, receive), listener);
  }

  /** The latest timeseries values of an entity (all keys when none are given). */
  subscribeLatest(entityId: EntityId, keys: readonly string[] | null, listener: V1Listener): () => void {
    const cmd: Omit<TimeseriesSubscriptionCmd, 'cmdId' | 'unsubscribe'> = {
      entityType: entityId.entityType,
      entityId: entityId.id,
      keys: keyList(keys),
    };
    return this.v1((socket, receive) => socket.subscribeTimeseries(cmd, receive), listener);
  }

  /** A query-based command, e.g. the time series of a chart with tsCmd. */
  subscribeEntityData(cmd: Omit<EntityDataCmd, 'cmdId'>, listener: (update: EntityDataUpdate) => void) {
    let command = cmd;
    let live: EntityDataSubscription | null = null;
    const managed: Managed = {
      attach: (socket) => {
        live = socket.subscribeEntityData(command, listener);
      },
      expectInitial: () => undefined,
      detach: () => {
        live?.unsubscribe();
        live = null;
      },
    };
    this.add(managed);
    const handle: EntityDataHandle = {
      update: (change) => {
        command = { ...command, ...change };
        live?.update(change);
      },
      unsubscribe: () => this.remove(managed),
    };
    return handle;
  }

  /** The alarms of an alarm data query, kept live: the first update is the page, later ones its changes. */
  subscribeAlarmData(query: AlarmDataQuery, listener: (update: AlarmDataUpdate) => void): () => void {
    let live: LiveSubscription | null = null;
    const managed: Managed = {
      attach: (socket) => {
        live = socket.subscribeAlarmData(query, listener);
      },
      expectInitial: () => undefined,
      detach: () => {
        live?.unsubscribe();
        live = null;
      },
    };
    this.add(managed);
    return () => this.remove(managed);
  }

  /** Closes the socket and forgets every subscription (sign-out). */
  close(): void {
    for (const managed of this.subscriptions) managed.detach();
    this.subscriptions.clear();
    this.closeSocket();
  }

  private v1(
    start: (socket: TelemetryWebSocket, receive: (update: SubscriptionUpdate) => void) => LiveSubscription,
    listener: V1Listener,
  ): () => void {
    let live: LiveSubscription | null = null;
    let initial = true;
    const managed: Managed = {
      attach: (socket) => {
        initial = true;
        live = start(socket, (update) => {
          const first = initial;
          if (update.errorCode === 0) initial = false;
          listener(update, first);
        });
      },
      expectInitial: () => {
        initial = true;
      },
      detach: () => {
        live?.unsubscribe();
        live = null;
      },
    };
    this.add(managed);
    return () => this.remove(managed);
  }

  private add(managed: Managed): void {
    this.subscriptions.add(managed);
    managed.attach(this.ensureSocket());
  }

  private remove(managed: Managed): void {
    if (!this.subscriptions.delete(managed)) return;
    managed.detach();
  }

  private ensureSocket(): TelemetryWebSocket {
    if (this.socket) return this.socket;
    this.socketToken = this.options.tokens.getToken();
    const socket = new TelemetryWebSocket({
      baseUrl: this.options.baseUrl,
      WebSocket: this.options.WebSocket,
      minReconnectDelayMs: this.options.minReconnectDelayMs,
      maxReconnectDelayMs: this.options.maxReconnectDelayMs,
      token: () => this.freshToken(),
      onStatus: (status) => {
        if (socket !== this.socket) return;
        // After a reconnect the client sends every command again and the server answers each in full.
        if (status === 'reconnecting') for (const managed of this.subscriptions) managed.expectInitial();
        this.setStatus(status);
      },
    });
    this.socket = socket;
    return socket;
  }

  /** The token to open with: a valid one, or a refreshed one; none ends the attempt (the session is over). */
  private async freshToken(): Promise<string | null> {
    const { tokens } = this.options;
    if (!tokens.isTokenValid() && tokens.getRefreshToken()) {
      this.refreshing = true;
      try {
        await tokens.refresh();
      } catch (error) {
        console.warn('The telemetry WebSocket found no valid token', error);
        return null;
      } finally {
        this.refreshing = false;
      }
    }
    this.socketToken = tokens.getToken();
    return this.socketToken;
  }

  private tokensChanged(): void {
    const token = this.options.tokens.getToken();
    if (!token) {
      this.close();
      return;
    }
    if (!this.socket || this.refreshing || token === this.socketToken) return;
    // A refreshed token: the open socket keeps working (the server checks the token only at the upgrade), but it
    // is re-opened so that it never depends on an expired one, and every subscription follows.
    this.closeSocket();
    const socket = this.ensureSocket();
    for (const managed of this.subscriptions) managed.attach(socket);
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.socketToken = null;
    socket?.close();
    this.setStatus('closed');
  }

  private setStatus(status: TelemetryWsStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const listener of this.statusListeners) listener(status);
  }
}

function keyList(keys: readonly string[] | null): string | null {
  return keys && keys.length > 0 ? keys.join(',') : null;
}

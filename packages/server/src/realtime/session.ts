import { ErrorCode } from '@fleetdeck/model';
import type { WebSocket } from 'ws';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import type { RealtimeHub } from './hub.js';
import { RateLimit, type WsLimits } from './limits.js';
import { v1Error, WS_MESSAGES } from './updates.js';

/** Something a session keeps live until it is unsubscribed or the socket closes. */
export interface SessionSubscription {
  close(): void;
}

export const CLOSE_POLICY_VIOLATION = 1008;
export const MAX_PENDING_UPDATES_MESSAGE = 'Max pending updates limit reached!';
/**
 * Bytes a session may have queued for its socket: the message count limit alone would let a slow consumer of large
 * updates (history of 50,000 points) hold hundreds of megabytes.
 */
export const MAX_PENDING_BYTES = 16 * 1024 * 1024;
const PING_INTERVAL_MS = 10_000;
const MAX_MISSED_PONGS = 3;

/** The kinds of live commands, each with its own cmdId space as in the platform. */
export type SubscriptionKind = 'v1' | 'entityData' | 'alarmData' | 'entityCount';

/**
 * One telemetry WebSocket: its caller and limits, its live subscriptions by kind and cmdId, and the outbound side:
 * the per-session rate limit (`Too many updates!`, once, then updates are dropped until it allows again), the
 * pending-send limits of messages and bytes (close 1008), and a ping every 10 s (three unanswered close the socket).
 */
export class WsSession {
  readonly subscriptions: Record<SubscriptionKind, Map<number, SessionSubscription>> = {
    v1: new Map(),
    entityData: new Map(),
    alarmData: new Map(),
    entityCount: new Map(),
  };
  private pending = 0;
  private readonly rate: RateLimit | null;
  private rateExceeded = false;
  private closed = false;
  private missedPongs = 0;
  private readonly pingTimer: NodeJS.Timeout;

  constructor(
    readonly ctx: AppContext,
    readonly hub: RealtimeHub,
    private readonly socket: WebSocket,
    readonly user: SecurityUser,
    readonly limits: WsLimits,
  ) {
    this.rate = limits.updatesPerSessionRateLimit ? new RateLimit(limits.updatesPerSessionRateLimit) : null;
    socket.on('pong', () => {
      this.missedPongs = 0;
    });
    this.pingTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  private ping(): void {
    if (this.closed) return;
    if (this.missedPongs >= MAX_MISSED_PONGS) {
      this.socket.terminate();
      return;
    }
    this.missedPongs++;
    this.socket.ping();
  }

  /**
   * Sends one update for a command. Updates past the session's rate limit are dropped after one
   * `{"subscriptionId":<cmdId>,"errorCode":34,"errorMsg":"Too many updates!"}`. A string is an update already
   * written as JSON.
   */
  send(cmdId: number, message: object | string): void {
    if (this.closed) return;
    if (this.rate && !this.rate.tryConsume()) {
      if (!this.rateExceeded) {
        this.rateExceeded = true;
        this.write(v1Error(cmdId, ErrorCode.TOO_MANY_UPDATES, WS_MESSAGES.tooManyUpdates));
      }
      return;
    }
    this.rateExceeded = false;
    this.write(message);
  }

  private write(message: object | string): void {
    // A consumer that does not keep up is dropped rather than buffered for without limit.
    if (this.pending >= this.limits.msgQueueLimitPerSession || this.socket.bufferedAmount > MAX_PENDING_BYTES) {
      this.close(CLOSE_POLICY_VIOLATION, MAX_PENDING_UPDATES_MESSAGE);
      return;
    }
    this.pending++;
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message), () => {
      this.pending--;
    });
  }

  /** Adds a live subscription, counted against the tenant profile's limits (a limit closes the socket, 1008). */
  register(kind: SubscriptionKind, cmdId: number, subscription: SessionSubscription): boolean {
    const existing = this.subscriptions[kind].get(cmdId);
    if (existing) {
      existing.close();
      this.subscriptions[kind].delete(cmdId);
      this.hub.releaseSubscriptions(this.user);
    }
    const refused = this.hub.addSubscription(this.user, this.limits);
    if (refused) {
      subscription.close();
      this.close(CLOSE_POLICY_VIOLATION, refused);
      return false;
    }
    this.subscriptions[kind].set(cmdId, subscription);
    return true;
  }

  unregister(kind: SubscriptionKind, cmdId: number): void {
    const subscription = this.subscriptions[kind].get(cmdId);
    if (!subscription) return;
    subscription.close();
    this.subscriptions[kind].delete(cmdId);
    this.hub.releaseSubscriptions(this.user);
  }

  unregisterAll(kind: SubscriptionKind): void {
    for (const cmdId of [...this.subscriptions[kind].keys()]) this.unregister(kind, cmdId);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    this.dispose();
  }

  /** Releases everything the session holds; called once when the socket closes. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.pingTimer);
    for (const kind of Object.keys(this.subscriptions) as SubscriptionKind[]) this.unregisterAll(kind);
    this.hub.closeSession(this.user);
  }
}

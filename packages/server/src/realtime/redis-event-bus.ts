import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ClusterLink, EventBus, LiveEvent, LiveEventListener } from './event-bus.js';
import { EventBusError } from './event-bus-error.js';

/** The one channel every live event of the cluster travels on. */
const EVENTS_CHANNEL = 'fleetdeck:events';

/** How long closing waits for Redis to take the last publishes. */
const CLOSE_TIMEOUT_MS = 1_000;

interface Envelope {
  /** the process that published the event: it has already told its own listeners */
  origin: string;
  event: LiveEvent;
}

/** Where REDIS_URL points, without its password, for messages. */
function describe(url: string): string {
  const where = new URL(url);
  return `${where.host}${where.pathname === '/' ? '' : where.pathname}`;
}

/**
 * The event bus of a cluster: each event goes to this process's listeners at once, as on a single process, and
 * through Redis publish/subscribe to the other processes, which hand it to their listeners. A process ignores the
 * echo of its own events, so no listener hears an event twice. Publishing and subscribing need two connections
 * (a subscribed Redis connection can do nothing else).
 */
export class RedisEventBus implements EventBus, ClusterLink {
  readonly processId = randomUUID();
  readonly cluster: ClusterLink = this;
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly handlers = new Map<string, (message: unknown) => void>();
  private failing = false;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly where: string,
  ) {
    subscriber.on('message', (channel: string, text: string) => this.receive(channel, text));
    for (const connection of [publisher, subscriber]) {
      // Logged once per outage; ioredis reconnects by itself and subscribes to its channels again.
      connection.on('error', (error: Error) => this.failed(error));
      connection.on('ready', () => {
        this.failing = false;
      });
    }
  }

  /** Connects both connections and subscribes to the events channel, or fails with what is wrong in one line. */
  static async connect(url: string): Promise<RedisEventBus> {
    const where = describe(url);
    // Events published while Redis is away are dropped rather than queued without bound: they are live updates.
    const publisher = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, enableAutoPipelining: true });
    // The subscriber queues its (few) SUBSCRIBE commands while reconnecting, so a channel asked for then is not lost.
    const subscriber = publisher.duplicate({ enableOfflineQueue: true });
    let cause: Error | null = null;
    const remember = (error: Error) => {
      cause ??= error;
    };
    publisher.on('error', remember);
    subscriber.on('error', remember);
    try {
      await publisher.connect();
      await subscriber.connect();
      await subscriber.subscribe(EVENTS_CHANNEL);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      const reason = (cause ?? (error as Error)).message;
      throw new EventBusError(`cannot reach Redis at ${where} (REDIS_URL): ${reason}`);
    } finally {
      publisher.off('error', remember);
      subscriber.off('error', remember);
    }
    return new RedisEventBus(publisher, subscriber, where);
  }

  publish(event: LiveEvent): void {
    this.emitter.emit('local', event);
    const envelope: Envelope = { origin: this.processId, event };
    this.publisher.publish(EVENTS_CHANNEL, JSON.stringify(envelope)).catch((error: Error) => this.failed(error));
  }

  subscribe(listener: LiveEventListener): () => void {
    this.emitter.on('local', listener);
    this.emitter.on('remote', listener);
    return () => {
      this.emitter.off('local', listener);
      this.emitter.off('remote', listener);
    };
  }

  subscribeLocal(listener: LiveEventListener): () => void {
    this.emitter.on('local', listener);
    return () => this.emitter.off('local', listener);
  }

  send(channel: string, message: unknown): Promise<number> {
    return this.publisher.publish(channel, JSON.stringify(message));
  }

  async listen(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>> {
    this.handlers.set(channel, handler);
    await this.subscriber.subscribe(channel);
    return async () => {
      if (this.handlers.get(channel) !== handler) return;
      this.handlers.delete(channel);
      await this.subscriber.unsubscribe(channel);
    };
  }

  /** Leaves Redis; events published later still reach this process's own listeners, as on a single process. */
  async close(): Promise<void> {
    this.handlers.clear();
    let timer: NodeJS.Timeout | undefined;
    // QUIT lets the last publishes go out; a Redis that is away must not hold the shutdown up.
    await Promise.race([
      Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }

  /** Says once per outage that Redis failed; the other processes miss the events of this one meanwhile. */
  private failed(error: Error): void {
    if (this.failing) return;
    this.failing = true;
    console.error(`Redis at ${this.where} failed: ${error.message}; live events are not shared until it is back`);
  }

  private receive(channel: string, text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      console.error(`a message on Redis channel ${channel} is not JSON`, error);
      return;
    }
    if (channel === EVENTS_CHANNEL) {
      const envelope = message as Envelope;
      if (envelope.origin === this.processId) return;
      try {
        this.emitter.emit('remote', envelope.event);
      } catch (error) {
        console.error('a listener failed on an event of another server process', error);
      }
      return;
    }
    this.handlers.get(channel)?.(message);
  }
}

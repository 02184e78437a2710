import type { Config } from '../config.js';
import { type EventBus, InProcessEventBus } from './event-bus.js';

/** The in-process bus, or with REDIS_URL the one shared by every server process of the cluster. */
export async function createEventBus(config: Pick<Config, 'redisUrl'>): Promise<EventBus> {
  if (!config.redisUrl) return new InProcessEventBus();
  // The Redis client is loaded only by a server that is part of a cluster.
  const { RedisEventBus } = await import('./redis-event-bus.js');
  return RedisEventBus.connect(config.redisUrl);
}

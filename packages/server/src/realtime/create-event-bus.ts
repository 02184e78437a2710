import type { Config } from '../config.js';
import { type EventBus, InProcessEventBus } from './event-bus.js';
import { RedisEventBus } from './redis-event-bus.js';

/** The in-process bus, or with REDIS_URL the one shared by every server process of the cluster. */
export async function createEventBus(config: Pick<Config, 'redisUrl'>): Promise<EventBus> {
  return config.redisUrl ? RedisEventBus.connect(config.redisUrl) : new InProcessEventBus();
}

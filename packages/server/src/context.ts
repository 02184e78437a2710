import type { JwtService } from './auth/jwt.js';
import type { Config } from './config.js';
import type { Mailer } from './mail/mailer.js';
import type { EventBus } from './realtime/event-bus.js';
import type { Storage } from './storage/database.js';
import type { Db } from './storage/schema.js';

/** What every route module is given: configuration, storage and the shared services. */
export interface AppContext {
  config: Config;
  storage: Storage;
  db: Db;
  jwt: JwtService;
  mailer: Mailer;
  bus: EventBus;
}

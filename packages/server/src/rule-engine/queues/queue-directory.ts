import { NULL_UUID } from '@fleetdeck/model';
import type { CoreContext } from '../../context.js';
import { queueOwnerOf } from '../../queues/service.js';
import { allQueues, toQueue } from '../../queues/store.js';
import { DEFAULT_MAIN_SETTINGS, MAIN_QUEUE, type QueueSettings, settingsOf } from './queue-settings.js';

/** The queue a message goes to: its owner (the system, or an isolated tenant) and its name. */
export interface QueueAddress {
  key: string;
  owner: string;
  name: string;
}

const keyOf = (owner: string, name: string) => `${owner}|${name}`;

function addressIn(queues: Map<string, QueueSettings>, owner: string, wanted: string): QueueAddress {
  if (queues.has(keyOf(owner, wanted))) return { key: keyOf(owner, wanted), owner, name: wanted };
  if (queues.has(keyOf(owner, MAIN_QUEUE)) || owner === NULL_UUID) {
    return { key: keyOf(owner, MAIN_QUEUE), owner, name: MAIN_QUEUE };
  }
  return { key: keyOf(NULL_UUID, MAIN_QUEUE), owner: NULL_UUID, name: MAIN_QUEUE };
}

/**
 * Where the rule engine finds the queues and their settings, read once and again after a queue or a tenant's
 * isolation changed. A tenant whose profile isolates its rule engine uses its own queues, every other tenant the
 * system's. A name no queue of the owner has means the owner's Main queue, as the platform falls back to Main.
 */
export class QueueDirectory {
  private loaded: Promise<Map<string, QueueSettings>> | null = null;
  private latest = new Map<string, QueueSettings>();
  private readonly owners = new Map<string, Promise<string>>();
  /** what resolve() answered, by tenant and name: every message needs its queue, so it is found without a wait */
  private readonly resolved = new Map<string, QueueAddress>();

  constructor(private readonly ctx: CoreContext) {}

  /** Forgets what was read: the next message reads the queues again. */
  invalidate(): void {
    this.loaded = null;
    this.owners.clear();
    this.resolved.clear();
    void this.queues().catch((error: unknown) =>
      this.ctx.log.error({ err: error }, 'rule engine queues could not be read'),
    );
  }

  /** What resolve() answered last for the tenant and name, unless the queues changed since. */
  known(tenantId: string, name: string | null | undefined): QueueAddress | undefined {
    return this.resolved.get(keyOf(tenantId, name || MAIN_QUEUE));
  }

  async resolve(tenantId: string, name: string | null | undefined): Promise<QueueAddress> {
    const loaded = this.queues();
    const [owner, queues] = await Promise.all([this.ownerOf(tenantId), loaded]);
    const wanted = name || MAIN_QUEUE;
    const address = addressIn(queues, owner, wanted);
    // Kept only while what it was read from is current: a change since forgot it.
    if (this.loaded === loaded) this.resolved.set(keyOf(tenantId, wanted), address);
    return address;
  }

  /** The settings of a queue now; a queue deleted since has the installed Main queue's. */
  settings(address: QueueAddress): QueueSettings {
    return this.latest.get(address.key) ?? { ...DEFAULT_MAIN_SETTINGS, name: address.name };
  }

  private ownerOf(tenantId: string): Promise<string> {
    let owner = this.owners.get(tenantId);
    if (!owner) {
      owner = queueOwnerOf(this.ctx, tenantId);
      this.owners.set(tenantId, owner);
      owner.catch(() => this.owners.delete(tenantId));
    }
    return owner;
  }

  private queues(): Promise<Map<string, QueueSettings>> {
    if (!this.loaded) {
      const loading = allQueues(this.ctx.db).then((rows) => {
        const queues = new Map(rows.map((row) => [keyOf(row.tenant_id, row.name), settingsOf(toQueue(row))]));
        if (this.loaded === loading) this.latest = queues;
        return queues;
      });
      this.loaded = loading;
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = null;
      });
    }
    return this.loaded;
  }
}

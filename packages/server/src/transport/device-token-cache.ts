import type { LiveEvent } from '../realtime/event-bus.js';
import type { TransportDevice } from './device-identity.js';

/** Enough for every device of a large tenant; past it the oldest entries make room. */
const DEFAULT_MAX_ENTRIES = 100_000;

/**
 * Entity kinds whose change can alter what many cached devices look like to the transports (a profile's transport
 * settings, a deleted customer's devices unassigned, a deleted tenant's devices gone). Such changes are rare.
 */
const CLEARS_EVERYTHING = new Set(['DEVICE_PROFILE', 'CUSTOMER', 'TENANT']);

/**
 * The devices behind access tokens, so that a device posting thousands of times a second costs one lookup. Only
 * known tokens are kept: an unknown token is looked up every time, so a device created or given that token is found
 * at once. An entry goes as soon as the event bus tells of a change to its device (credentials, save, assignment,
 * deletion) on any server of the cluster; a change to a device profile, a customer or a tenant empties the cache.
 * A lookup that was under way while such a change happened does not keep its answer: it may have read the old row.
 */
export class DeviceTokenCache {
  private readonly devices = new Map<string, TransportDevice>();
  private readonly tokenOfDevice = new Map<string, string>();
  /** bumped by every invalidation: a lookup started under an older one may have read what was just changed */
  private generation = 0;

  constructor(
    private readonly load: (token: string) => Promise<TransportDevice | null>,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  /** The cached device of a token, without a lookup; undefined when it is not cached. */
  cached(token: string): TransportDevice | undefined {
    return this.devices.get(token);
  }

  /** The device of a token, from the cache or looked up (and kept); null for an unknown token. */
  async find(token: string): Promise<TransportDevice | null> {
    const hit = this.devices.get(token);
    if (hit) return hit;
    const generation = this.generation;
    const device = await this.load(token);
    if (device && generation === this.generation) this.remember(token, device);
    return device;
  }

  get size(): number {
    return this.devices.size;
  }

  /** Drops the entry of a device, whatever its token was. */
  forgetDevice(deviceId: string): void {
    this.generation++;
    const token = this.tokenOfDevice.get(deviceId);
    if (token === undefined) return;
    this.tokenOfDevice.delete(deviceId);
    this.devices.delete(token);
  }

  clear(): void {
    this.generation++;
    this.devices.clear();
    this.tokenOfDevice.clear();
  }

  /** Drops what an event of the bus may have made stale. */
  onEvent(event: LiveEvent): void {
    if (event.type !== 'entitySaved' && event.type !== 'entityDeleted' && event.type !== 'entityAction') {
      if (event.type === 'deviceCredentialsUpdated') this.forgetDevice(event.entityId.id);
      return;
    }
    const kind = event.entityId.entityType;
    if (kind === 'DEVICE') this.forgetDevice(event.entityId.id);
    else if (CLEARS_EVERYTHING.has(kind)) this.clear();
  }

  private remember(token: string, device: TransportDevice): void {
    const previous = this.tokenOfDevice.get(device.id);
    if (previous !== undefined) this.devices.delete(previous);
    if (this.devices.size >= this.maxEntries) {
      const [oldestToken, oldest] = this.devices.entries().next().value as [string, TransportDevice];
      this.devices.delete(oldestToken);
      this.tokenOfDevice.delete(oldest.id);
    }
    this.devices.set(token, device);
    this.tokenOfDevice.set(device.id, token);
  }
}

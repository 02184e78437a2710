import type { DeviceRouting } from './chain-store.js';

/** Reads the routings of many devices at once (deviceProfileRoutings). */
export type RoutingsReader = (deviceIds: readonly string[]) => Promise<Map<string, DeviceRouting>>;

interface Waiting {
  resolve: (routing: DeviceRouting) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads device routings asked for in the same turn together: a bulk import creates hundreds of devices at once, each
 * with its ENTITY_CREATED message, and one query per message cost more than storing the devices. The read starts in
 * a microtask, so a lone device's message waits no longer than before.
 */
export class DeviceRoutingLoader {
  private waiting = new Map<string, Waiting[]>();

  constructor(private readonly read: RoutingsReader) {}

  load(deviceId: string): Promise<DeviceRouting> {
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) queueMicrotask(() => void this.readWaiting());
      const forDevice = this.waiting.get(deviceId) ?? [];
      forDevice.push({ resolve, reject });
      this.waiting.set(deviceId, forDevice);
    });
  }

  private async readWaiting(): Promise<void> {
    const taken = this.waiting;
    this.waiting = new Map();
    try {
      const routings = await this.read([...taken.keys()]);
      for (const [deviceId, waiters] of taken) {
        for (const { resolve } of waiters) resolve(routings.get(deviceId) ?? { chainId: null, queueName: null });
      }
    } catch (error) {
      for (const waiters of taken.values()) for (const { reject } of waiters) reject(error);
    }
  }
}

import type { Db } from '../storage/schema.js';
import type { DeviceApi } from '../transport/device-api.js';
import { deviceByAccessToken } from '../transport/device-identity.js';
import type { TransportLogger } from '../transport/services.js';
import { kindOfDevice, SimulatedDevice } from './telemetry.js';

/** The access tokens of the demo devices the server simulates (adapted names). */
export const DEMO_DEVICE_TOKENS = [
  'A1_TEST_TOKEN',
  'A2_TEST_TOKEN',
  'A3_TEST_TOKEN',
  'B1_TEST_TOKEN',
  'C1_TEST_TOKEN',
  'DHT11_DEMO_TOKEN',
  'RASPBERRY_PI_DEMO_TOKEN',
  'T1_TEST_TOKEN',
  'T2_TEST_TOKEN',
] as const;

const DEFAULT_INTERVAL_MS = 5_000;

/**
 * The gentle in-process simulation of SIMULATE: every few seconds each demo device reports a reading through the
 * same path as a real device, so a new installation shows live data at once. Devices are looked up by token on each
 * round, so a deleted demo device or a changed token simply drops out.
 */
export class DemoSimulation {
  private readonly devices = new Map<string, SimulatedDevice>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly api: DeviceApi,
    private readonly log: TransportLogger,
    private readonly intervalMs = DEFAULT_INTERVAL_MS,
  ) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    // A slow round (a busy database) is not overlapped by the next one.
    if (this.running) return;
    this.running = this.round()
      .catch((error: unknown) => this.log.warn({ err: error }, 'demo simulation round failed'))
      .finally(() => {
        this.running = null;
      });
  }

  private async round(): Promise<void> {
    for (const token of DEMO_DEVICE_TOKENS) {
      const device = await deviceByAccessToken(this.db, token);
      if (!device) continue;
      let simulated = this.devices.get(device.id);
      if (!simulated) {
        simulated = new SimulatedDevice(kindOfDevice(device.name, device.type), device.name);
        this.devices.set(device.id, simulated);
      }
      await this.api.postTelemetry(device, JSON.stringify(simulated.next()));
    }
  }
}

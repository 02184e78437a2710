import { RateLimit } from './rate-limit.js';

/** The tenant profile's transport rate limit texts (`"capacity:seconds,…"`; null or empty = none). */
export interface TransportRateLimitTexts {
  tenantMsg: string | null;
  tenantTelemetryMsg: string | null;
  tenantTelemetryDataPoints: string | null;
  deviceMsg: string | null;
  deviceTelemetryMsg: string | null;
  deviceTelemetryDataPoints: string | null;
}

/** The entity whose rate limit refused a device message: the platform's TbRateLimitsException entity type. */
export type RateLimitedEntity = 'TENANT' | 'DEVICE';

/** The texts of a tenant profile configuration, or null when it sets no transport rate limit at all (the default). */
export function transportRateLimitTexts(config: Record<string, unknown>): TransportRateLimitTexts | null {
  const text = (key: string) => {
    const value = config[key];
    return typeof value === 'string' && value.trim() ? value : null;
  };
  const texts: TransportRateLimitTexts = {
    tenantMsg: text('transportTenantMsgRateLimit'),
    tenantTelemetryMsg: text('transportTenantTelemetryMsgRateLimit'),
    tenantTelemetryDataPoints: text('transportTenantTelemetryDataPointsRateLimit'),
    deviceMsg: text('transportDeviceMsgRateLimit'),
    deviceTelemetryMsg: text('transportDeviceTelemetryMsgRateLimit'),
    deviceTelemetryDataPoints: text('transportDeviceTelemetryDataPointsRateLimit'),
  };
  return Object.values(texts).some((value) => value !== null) ? texts : null;
}

/** Whether two sets of texts describe the same limits, so the buckets in use are kept. */
export function sameRateLimitTexts(a: TransportRateLimitTexts | null, b: TransportRateLimitTexts | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(a) as (keyof TransportRateLimitTexts)[]).every((key) => a[key] === b[key]);
}

/**
 * The platform's EntityTransportRateLimits of one tenant or device: every message takes a token of the message
 * limit; a telemetry message (one with data points) also one of the telemetry message limit and its data points of
 * the data point limit, checked in that order as the platform does (a limit that passed keeps what it gave).
 */
class EntityRateLimits {
  constructor(
    private readonly messages: RateLimit | null,
    private readonly telemetryMessages: RateLimit | null,
    private readonly dataPoints: RateLimit | null,
  ) {}

  tryConsume(dataPoints: number, now: number): boolean {
    if (this.messages && !this.messages.tryConsume(1, now)) return false;
    if (dataPoints <= 0) return true;
    if (this.telemetryMessages && !this.telemetryMessages.tryConsume(1, now)) return false;
    return !this.dataPoints || this.dataPoints.tryConsume(dataPoints, now);
  }
}

/**
 * A tenant's transport rate limits: its own bucket and one per device (made on the device's first message), all
 * starting full. Made anew when the profile's texts change, as the platform's are on a profile update.
 */
export class TenantRateLimits {
  private readonly tenant: EntityRateLimits | null;
  private readonly devices = new Map<string, EntityRateLimits>();
  private readonly limitsDevices: boolean;

  constructor(
    readonly texts: TransportRateLimitTexts,
    now: number,
  ) {
    const { tenantMsg, tenantTelemetryMsg, tenantTelemetryDataPoints } = texts;
    this.tenant =
      tenantMsg || tenantTelemetryMsg || tenantTelemetryDataPoints
        ? new EntityRateLimits(
            RateLimit.parse(tenantMsg, now),
            RateLimit.parse(tenantTelemetryMsg, now),
            RateLimit.parse(tenantTelemetryDataPoints, now),
          )
        : null;
    this.limitsDevices = Boolean(texts.deviceMsg || texts.deviceTelemetryMsg || texts.deviceTelemetryDataPoints);
  }

  /** Takes a message of the device with these data points; the entity whose limit refuses it, or null. */
  refusal(deviceId: string | undefined, dataPoints: number, now: number): RateLimitedEntity | null {
    if (this.tenant && !this.tenant.tryConsume(dataPoints, now)) return 'TENANT';
    if (!this.limitsDevices || deviceId === undefined) return null;
    let device = this.devices.get(deviceId);
    if (!device) {
      const { deviceMsg, deviceTelemetryMsg, deviceTelemetryDataPoints } = this.texts;
      device = new EntityRateLimits(
        RateLimit.parse(deviceMsg, now),
        RateLimit.parse(deviceTelemetryMsg, now),
        RateLimit.parse(deviceTelemetryDataPoints, now),
      );
      this.devices.set(deviceId, device);
    }
    return device.tryConsume(dataPoints, now) ? null : 'DEVICE';
  }

  /** Forgets a deleted device's bucket. */
  forgetDevice(deviceId: string): void {
    this.devices.delete(deviceId);
  }
}

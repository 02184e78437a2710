import { useEffect } from 'react';
import { create } from 'zustand';
import type { EntityDataHandle, TelemetryService } from '../../core/telemetry/telemetry-service';
import { telemetryService } from '../../core/telemetry/telemetry-session';
import { ACTIVITY_KEYS, activityFromEntityData, type DeviceActivity, deviceActivityQuery } from './device-activity';

interface ActivityState {
  byDevice: Record<string, DeviceActivity>;
}

/** The live state of the devices on screen, as the WebSocket reports it. */
export const useDeviceActivityStore = create<ActivityState>(() => ({ byDevice: {} }));

/**
 * Keeps one entity data subscription for every device whose state cell is on screen: cells register their
 * device, and the subscription follows the set of devices once per tick. One command per page, however many rows.
 */
export class DeviceActivityLive {
  private readonly counts = new Map<string, number>();
  private handle: EntityDataHandle | null = null;
  private scheduled = false;

  constructor(private readonly service: TelemetryService) {}

  watch(deviceId: string): () => void {
    this.counts.set(deviceId, (this.counts.get(deviceId) ?? 0) + 1);
    this.schedule();
    return () => {
      const count = (this.counts.get(deviceId) ?? 1) - 1;
      if (count > 0) this.counts.set(deviceId, count);
      else this.counts.delete(deviceId);
      this.schedule();
    };
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      this.resubscribe();
    }, 0);
  }

  private resubscribe(): void {
    this.handle?.unsubscribe();
    this.handle = null;
    const ids = [...this.counts.keys()].sort();
    if (ids.length === 0) return;
    this.handle = this.service.subscribeEntityData(
      { query: deviceActivityQuery(ids), latestCmd: { keys: ACTIVITY_KEYS } },
      (update) => {
        if (update.errorCode !== 0) {
          console.warn('Device state updates stopped', update.errorMsg);
          return;
        }
        const rows = update.data?.data ?? update.update ?? [];
        useDeviceActivityStore.setState((state) => {
          const byDevice = { ...state.byDevice };
          for (const row of rows)
            byDevice[row.entityId.id] = { ...byDevice[row.entityId.id], ...activityFromEntityData(row) };
          return { byDevice };
        });
      },
    );
  }
}

const live = new DeviceActivityLive(telemetryService);

/** The state of a device: the live one once known, else what the list read. */
export function useDeviceActivity(deviceId: string, listed: DeviceActivity): DeviceActivity {
  useEffect(() => live.watch(deviceId), [deviceId]);
  const known = useDeviceActivityStore((state) => state.byDevice[deviceId]);
  return { ...listed, ...known };
}

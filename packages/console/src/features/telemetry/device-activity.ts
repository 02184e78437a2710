import type { DeviceInfo, EntityData, EntityDataQuery, EntityKey, PageData } from '@fleetdeck/model';

/** The connection state the platform keeps in the device's server attributes. */
export interface DeviceActivity {
  active?: boolean;
  lastActivityTime?: number;
}

export type DeviceWithActivity = DeviceInfo & DeviceActivity;

export const ACTIVITY_KEYS: EntityKey[] = [
  { type: 'SERVER_ATTRIBUTE', key: 'active' },
  { type: 'SERVER_ATTRIBUTE', key: 'lastActivityTime' },
];

/** The entity data query reading the state of these devices (one call per page). */
export function deviceActivityQuery(deviceIds: readonly string[]): EntityDataQuery {
  return {
    entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: [...deviceIds] },
    pageLink: { pageSize: Math.max(deviceIds.length, 1), page: 0 },
    entityFields: [],
    latestValues: ACTIVITY_KEYS,
  };
}

/**
 * The state in one entity data row. Values are strings, a missing one is `{ts: 0, value: ""}`; only what the row
 * carries is returned, so a live update of one key leaves the other as it was.
 */
export function activityFromEntityData(data: EntityData): DeviceActivity {
  const attributes = { ...data.latest?.ATTRIBUTE, ...data.latest?.SERVER_ATTRIBUTE };
  const activity: DeviceActivity = {};
  const active = attributes.active;
  if (active) activity.active = active.value === 'true';
  const last = attributes.lastActivityTime;
  if (last) {
    const ms = Number(last.value);
    activity.lastActivityTime = last.value !== '' && Number.isFinite(ms) && ms > 0 ? ms : undefined;
  }
  return activity;
}

/** A page of devices with their state read by one entity data query; without an answer the state stays unknown. */
export async function withDeviceActivity(
  page: PageData<DeviceInfo>,
  find: (query: EntityDataQuery) => Promise<PageData<EntityData>>,
): Promise<PageData<DeviceWithActivity>> {
  if (page.data.length === 0) return page;
  let found: PageData<EntityData>;
  try {
    found = await find(deviceActivityQuery(page.data.map((device) => device.id.id)));
  } catch (error) {
    // The list is still useful without the state column; the cause is logged for the operator.
    console.warn('The device state could not be read', error);
    return page;
  }
  const byId = new Map(found.data.map((row) => [row.entityId.id, activityFromEntityData(row)]));
  return { ...page, data: page.data.map((device) => ({ ...device, ...byId.get(device.id.id) })) };
}

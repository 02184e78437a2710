import type { WidgetEntity } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import type { MapSettings } from './settings';
import { type CircleShape, circleShape, type PolygonShape, polygonShape } from './shapes';

/** What patterns and functions read of one entity: its names and each key's latest value under the key's label. */
export type MarkerData = Record<string, unknown>;

export interface MapEntity {
  entity: WidgetEntity;
  /** the entity's place among all entities, as `dsIndex` of the functions */
  index: number;
  data: MarkerData;
  /** null when the entity has no usable position */
  position: { lat: number; lng: number } | null;
  /** the keys the position came from, to save a moved marker back to */
  latKey: string;
  lngKey: string;
  /** the entity's polygon when the settings show polygons and its key holds one */
  polygon: PolygonShape | null;
  /** the entity's circle when the settings show circles and its key holds one */
  circle: CircleShape | null;
  /** each data key's type by name (`timeseries`, `attribute`, …): an edited value is saved back the same way */
  keyTypes: Record<string, string>;
}

/** A value as the platform hands it to map patterns: numbers as written become numbers. */
function converted(value: unknown): unknown {
  if (typeof value === 'string' && value !== '' && String(Number(value)) === value) return Number(value);
  return value;
}

function coordinate(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/**
 * One entry per entity of the series, in order: its data (`entityName`, `entityLabel`, `entityId`, `entityType`,
 * `aliasName`, then `<key label>` and `#<n>` per key) and its position from the latitude and longitude keys.
 */
export function mapEntities(data: readonly WidgetSeries[], settings: MapSettings): MapEntity[] {
  const entities = new Map<string, MapEntity & { keyCount: number }>();
  for (const series of data) {
    if (!series.entity) continue;
    const id = `${series.entity.id.entityType}:${series.entity.id.id}`;
    let entry = entities.get(id);
    if (!entry) {
      entry = {
        entity: series.entity,
        index: entities.size,
        data: {
          entityName: series.entity.name,
          entityLabel: series.entity.label || series.entity.name,
          entityId: series.entity.id.id,
          entityType: series.entity.id.entityType,
          aliasName: series.datasource.aliasName,
        },
        position: null,
        latKey: settings.latKeyName,
        lngKey: settings.lngKeyName,
        polygon: null,
        circle: null,
        keyTypes: {},
        keyCount: 0,
      };
      entities.set(id, entry);
    }
    const latest = series.data.at(-1);
    const value = latest ? converted(latest[1]) : undefined;
    const label = series.dataKey.label || series.dataKey.name;
    entry.data[label] = value;
    entry.data[`${label}|ts`] = latest?.[0];
    entry.data[`#${entry.keyCount}`] = value;
    entry.keyCount += 1;
    entry.keyTypes[series.dataKey.name] = series.dataKey.type;
    if (series.dataKey.name === settings.latKeyName) entry.data.__lat = coordinate(value);
    if (series.dataKey.name === settings.lngKeyName) entry.data.__lng = coordinate(value);
    // Shapes are read from the raw value: JSON text that merely looks like a number is not one.
    if (settings.showPolygon && series.dataKey.name === settings.polygonKeyName) {
      entry.polygon = polygonShape(latest?.[1]);
    }
    if (settings.showCircle && series.dataKey.name === settings.circleKeyName) entry.circle = circleShape(latest?.[1]);
  }
  return [...entities.values()].map(({ keyCount: _, ...entry }) => {
    const { __lat: lat, __lng: lng, ...rest } = entry.data;
    const position = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
    return { ...entry, data: rest, position };
  });
}

/** The default centre as saved: 'lat,lng' text or a [lat, lng] pair; [0, 0] when it does not read. */
export function centerPosition(saved: MapSettings['defaultCenterPosition']): [number, number] {
  const parts = Array.isArray(saved) ? saved : String(saved).split(',');
  const [lat, lng] = parts.map((part) => Number(part));
  return Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : [0, 0];
}

/** After fitting the markers, the map zooms in no closer than this, so a single marker keeps its surroundings. */
export function fitZoomCap(settings: MapSettings): number {
  return Math.max(16, settings.defaultZoomLevel ?? 0);
}

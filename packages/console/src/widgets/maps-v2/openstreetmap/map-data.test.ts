import { describe, expect, it } from 'vitest';
import type { DataKey, Datasource } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { centerPosition, fitZoomCap, mapEntities } from './map-data';
import { DEFAULT_MAP_SETTINGS } from './settings';

const datasource: Datasource = { type: 'entity', dataKeys: [], aliasName: 'Thermostats' };
const key = (name: string, label = name): DataKey => ({ name, type: 'attribute', label, color: '#000' });
const series = (id: string, dataKey: DataKey, value?: string): WidgetSeries => ({
  datasource,
  dataKey,
  entity: { id: { entityType: 'DEVICE', id }, name: `Device ${id}`, label: null },
  data: value === undefined ? [] : [[5, value]],
});

describe('map entities', () => {
  it("gathers each entity's values under the key labels, with its position", () => {
    const [first, second] = mapEntities(
      [
        series('a', key('latitude'), '37.5'),
        series('a', key('longitude'), '-122'),
        series('a', key('temperature', 'Temp'), '21.0'),
        series('b', key('latitude'), '10'),
        series('b', key('longitude')),
      ],
      DEFAULT_MAP_SETTINGS,
    );
    expect(first.position).toEqual({ lat: 37.5, lng: -122 });
    expect(first.data).toMatchObject({
      entityName: 'Device a',
      entityLabel: 'Device a',
      entityType: 'DEVICE',
      aliasName: 'Thermostats',
      latitude: 37.5,
      Temp: '21.0',
      'Temp|ts': 5,
      '#2': '21.0',
    });
    expect(second.index).toBe(1);
    expect(second.position).toBeNull();
  });

  it('reads positions from the keys the settings name', () => {
    const settings = { ...DEFAULT_MAP_SETTINGS, latKeyName: 'lat', lngKeyName: 'lng' };
    const [entry] = mapEntities([series('a', key('lat'), '1'), series('a', key('lng'), '2')], settings);
    expect(entry.position).toEqual({ lat: 1, lng: 2 });
    expect([entry.latKey, entry.lngKey]).toEqual(['lat', 'lng']);
  });
});

describe('shapes of map entities', () => {
  it('reads polygons and circles from the keys the settings name, only when they are shown', () => {
    const settings = {
      ...DEFAULT_MAP_SETTINGS,
      showPolygon: true,
      polygonKeyName: 'coordinates',
      showCircle: true,
      circleKeyName: 'zone',
    };
    const values = [
      series('a', key('coordinates'), '[[1,1],[1,2],[2,2]]'),
      series('a', key('zone'), '{"latitude":1,"longitude":1,"radius":50}'),
    ];
    const [entry] = mapEntities(values, settings);
    expect(entry.polygon).toEqual({
      kind: 'polygon',
      positions: [
        [1, 1],
        [1, 2],
        [2, 2],
      ],
    });
    expect(entry.circle).toEqual({ latitude: 1, longitude: 1, radius: 50 });
    expect(entry.keyTypes).toEqual({ coordinates: 'attribute', zone: 'attribute' });
    const [hidden] = mapEntities(values, { ...settings, showPolygon: false, showCircle: false });
    expect([hidden.polygon, hidden.circle]).toEqual([null, null]);
  });
});

describe('map view', () => {
  it('reads the default centre as text or a pair', () => {
    expect(centerPosition('51.5, -0.12')).toEqual([51.5, -0.12]);
    expect(centerPosition([10, 20])).toEqual([10, 20]);
    expect(centerPosition('nowhere')).toEqual([0, 0]);
  });

  it('zooms to fitted markers no closer than 16, or the default zoom when that is closer', () => {
    expect(fitZoomCap(DEFAULT_MAP_SETTINGS)).toBe(16);
    expect(fitZoomCap({ ...DEFAULT_MAP_SETTINGS, defaultZoomLevel: 18 })).toBe(18);
    expect(fitZoomCap({ ...DEFAULT_MAP_SETTINGS, defaultZoomLevel: 5 })).toBe(16);
  });
});

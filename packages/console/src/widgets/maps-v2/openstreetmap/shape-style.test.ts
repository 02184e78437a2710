// @vitest-environment jsdom
// Labels and tooltips are sanitised by DOMPurify, which does not support happy-dom; jsdom behaves as a browser does.
import { describe, expect, it } from 'vitest';
import type { MapEntity } from './map-data';
import { DEFAULT_MAP_SETTINGS, type MapSettings } from './settings';
import { circleLook, polygonLook } from './shape-style';

const entry = (index: number, data: Record<string, unknown>): MapEntity => ({
  entity: { id: { entityType: 'ASSET', id: `a${index}` }, name: String(data.entityName) },
  index,
  data,
  position: null,
  latKey: 'latitude',
  lngKey: 'longitude',
  polygon: null,
  circle: null,
  keyTypes: {},
});

const field = entry(0, { entityName: 'Field A', area: 12.345 });
const other = entry(1, { entityName: 'Field B', area: 3 });

describe('how polygons look', () => {
  it('takes its colours, opacities and stroke from the settings', () => {
    const settings: MapSettings = {
      ...DEFAULT_MAP_SETTINGS,
      polygonColor: '#00ff00',
      polygonOpacity: 0.5,
      polygonStrokeColor: '#112233',
      polygonStrokeOpacity: 0.7,
      polygonStrokeWeight: 1,
    };
    expect(polygonLook(field, [field, other], settings)).toMatchObject({
      fillColor: '#00ff00',
      fillOpacity: 0.5,
      color: '#112233',
      opacity: 0.7,
      weight: 1,
      label: null,
      tooltip: null,
    });
  });

  it('fills the label and tooltip patterns with the entity’s values and makes tooltip actions clickable', () => {
    const settings: MapSettings = {
      ...DEFAULT_MAP_SETTINGS,
      showPolygonLabel: true,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
      polygonLabel: '${entityName}: ${area:1} ha',
      showPolygonTooltip: true,
      showPolygonTooltipAction: 'hover',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
      polygonTooltipPattern: "<b>${entityName}</b> <link-act name='open'>Open</link-act>",
    };
    const look = polygonLook(field, [field], settings);
    expect(look.label).toBe('Field A: 12.3 ha');
    expect(look.tooltip).toContain('<b>Field A</b>');
    expect(look.tooltip).toContain('data-action-name="open"');
    expect(look.tooltipOnHover).toBe(true);
  });

  it('runs the colour functions with the entity, all entities and its index', () => {
    const calls: unknown[][] = [];
    const settings: MapSettings = {
      ...DEFAULT_MAP_SETTINGS,
      usePolygonColorFunction: true,
      polygonColorFunction: 'return data.area > 10 ? "red" : "blue";',
      usePolygonStrokeColorFunction: true,
      polygonStrokeColorFunction: 'return "";',
    };
    const call = (body: string, names: string[], args: unknown[]) => {
      calls.push([names, args]);
      if (body.includes('data.area')) return (args[0] as { area: number }).area > 10 ? 'red' : 'blue';
      return '';
    };
    expect(polygonLook(field, [field, other], settings, call)).toMatchObject({ fillColor: 'red', color: '#3388ff' });
    expect(polygonLook(other, [field, other], settings, call).fillColor).toBe('blue');
    expect(calls[0]).toEqual([
      ['data', 'dsData', 'dsIndex'],
      [field.data, [field.data, other.data], 0],
    ]);
  });
});

describe('how circles look', () => {
  it('takes the circle settings and their label function', () => {
    const settings: MapSettings = {
      ...DEFAULT_MAP_SETTINGS,
      circleFillColor: '#ff0000',
      circleFillColorOpacity: 0.4,
      circleStrokeWeight: 5,
      showCircleLabel: true,
      useCircleLabelFunction: true,
      circleLabelFunction: 'return "Zone " + dsIndex;',
    };
    const look = circleLook(other, [field, other], settings, (_body, _names, args) => `Zone ${args[2]}`);
    expect(look).toMatchObject({ fillColor: '#ff0000', fillOpacity: 0.4, weight: 5, label: 'Zone 1' });
  });
});

import { describe, expect, it } from 'vitest';
import { geofencingConfiguration, geofencingSchema, geofencingValues } from './geofencing';

/** The filter node's default configuration in ThingsBoard 3.4.1 (rule-nodes-3.4.1.json). */
const FILTER_DEFAULT = {
  latitudeKeyName: 'latitude',
  longitudeKeyName: 'longitude',
  perimeterType: 'POLYGON',
  fetchPerimeterInfoFromMessageMetadata: true,
  perimeterKeyName: 'ss_perimeter',
  polygonsDefinition: null,
  centerLatitude: null,
  centerLongitude: null,
  range: null,
  rangeUnit: null,
};

/** The action node's: the filter's and the durations. */
const ACTION_DEFAULT = {
  ...FILTER_DEFAULT,
  minInsideDuration: 1,
  minOutsideDuration: 1,
  minInsideDurationTimeUnit: 'MINUTES',
  minOutsideDurationTimeUnit: 'MINUTES',
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the geofencing form values', () => {
  it("give back the platform's default configurations unchanged, the filter's without durations", () => {
    expect(geofencingConfiguration(FILTER_DEFAULT, geofencingValues(FILTER_DEFAULT))).toEqual(FILTER_DEFAULT);
    expect(geofencingConfiguration(ACTION_DEFAULT, geofencingValues(ACTION_DEFAULT))).toEqual(ACTION_DEFAULT);
  });

  it('store a circle of their own with numbers and its unit', () => {
    const values = {
      ...geofencingValues(ACTION_DEFAULT),
      fetchPerimeterInfoFromMessageMetadata: false,
      perimeterType: 'CIRCLE' as const,
      centerLatitude: '50.45',
      centerLongitude: '30.52',
      range: '250',
      rangeUnit: 'KILOMETER' as const,
      minInsideDuration: '30',
      minInsideDurationTimeUnit: 'SECONDS' as const,
    };
    const configuration = geofencingConfiguration(ACTION_DEFAULT, values);
    expect(configuration).toEqual({
      ...ACTION_DEFAULT,
      fetchPerimeterInfoFromMessageMetadata: false,
      perimeterType: 'CIRCLE',
      centerLatitude: 50.45,
      centerLongitude: 30.52,
      range: 250,
      rangeUnit: 'KILOMETER',
      minInsideDuration: 30,
      minInsideDurationTimeUnit: 'SECONDS',
    });
    expect(geofencingValues(configuration)).toEqual(values);
  });

  it('ask for the polygon of a perimeter given here', () => {
    const polygon = { ...geofencingValues(FILTER_DEFAULT), fetchPerimeterInfoFromMessageMetadata: false };
    expect(messages(geofencingSchema.safeParse(polygon))).toEqual({
      polygonsDefinition: 'rulenode.polygon-definition-required',
    });
    const defined = { ...polygon, polygonsDefinition: '[[1,1],[1,2],[2,2]]' };
    expect(geofencingConfiguration(FILTER_DEFAULT, defined).polygonsDefinition).toBe('[[1,1],[1,2],[2,2]]');
  });

  it('refuse a circle out of the globe, a negative range, empty key names and a zero duration', () => {
    const result = geofencingSchema.safeParse({
      ...geofencingValues(ACTION_DEFAULT),
      latitudeKeyName: ' ',
      longitudeKeyName: '',
      fetchPerimeterInfoFromMessageMetadata: false,
      perimeterType: 'CIRCLE',
      centerLatitude: '91',
      centerLongitude: 'east',
      range: '-1',
      minOutsideDuration: '0',
    });
    expect(messages(result)).toEqual({
      latitudeKeyName: 'rulenode.latitude-key-name-required',
      longitudeKeyName: 'rulenode.longitude-key-name-required',
      centerLatitude: 'rulenode.center-latitude-invalid',
      centerLongitude: 'rulenode.center-longitude-invalid',
      range: 'rulenode.range-invalid',
      minOutsideDuration: 'rulenode.duration-invalid',
    });
  });
});

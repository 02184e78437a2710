import { z } from 'zod';

export const GEOFENCING_FILTER_NODE = 'org.thingsboard.rule.engine.geo.TbGpsGeofencingFilterNode';
export const GEOFENCING_ACTION_NODE = 'org.thingsboard.rule.engine.geo.TbGpsGeofencingActionNode';

export const PERIMETER_TYPES = ['POLYGON', 'CIRCLE'] as const;
export const RANGE_UNITS = ['METER', 'KILOMETER', 'FOOT', 'MILE', 'NAUTICAL_MILE'] as const;
export const DURATION_UNITS = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;

const required = (message: string) => z.string().trim().min(1, message);
const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));
const inRange = (text: string, limit: number) => isNumber(text) && Math.abs(Number(text)) <= limit;

export const geofencingSchema = z
  .object({
    latitudeKeyName: required('rulenode.latitude-key-name-required'),
    longitudeKeyName: required('rulenode.longitude-key-name-required'),
    perimeterType: z.enum(PERIMETER_TYPES),
    fetchPerimeterInfoFromMessageMetadata: z.boolean(),
    perimeterKeyName: z.string(),
    polygonsDefinition: z.string(),
    centerLatitude: z.string(),
    centerLongitude: z.string(),
    range: z.string(),
    rangeUnit: z.enum(RANGE_UNITS),
    /** whether the node is the action node, whose durations count */
    withDurations: z.boolean(),
    minInsideDuration: z.string(),
    minInsideDurationTimeUnit: z.enum(DURATION_UNITS),
    minOutsideDuration: z.string(),
    minOutsideDurationTimeUnit: z.enum(DURATION_UNITS),
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (values.fetchPerimeterInfoFromMessageMetadata) {
      if (values.perimeterKeyName.trim() === '') issue('perimeterKeyName', 'rulenode.perimeter-key-name-required');
    } else if (values.perimeterType === 'POLYGON') {
      if (values.polygonsDefinition.trim() === '') issue('polygonsDefinition', 'rulenode.polygon-definition-required');
    } else {
      if (!inRange(values.centerLatitude, 90)) issue('centerLatitude', 'rulenode.center-latitude-invalid');
      if (!inRange(values.centerLongitude, 180)) issue('centerLongitude', 'rulenode.center-longitude-invalid');
      if (!(isNumber(values.range) && Number(values.range) >= 0)) issue('range', 'rulenode.range-invalid');
    }
    if (values.withDurations) {
      for (const key of ['minInsideDuration', 'minOutsideDuration'] as const) {
        if (!(/^\d+$/.test(values[key].trim()) && Number(values[key]) >= 1)) issue(key, 'rulenode.duration-invalid');
      }
    }
  });

export type GeofencingValues = z.input<typeof geofencingSchema>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberText = (value: unknown) => (typeof value === 'number' ? String(value) : '');
const numberOrNull = (value: string) => (isNumber(value) ? Number(value) : null);

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** The form's values of a geofencing node's configuration; the action node's durations when it has them. */
export function geofencingValues(configuration: Record<string, unknown>): GeofencingValues {
  return {
    latitudeKeyName: text(configuration.latitudeKeyName),
    longitudeKeyName: text(configuration.longitudeKeyName),
    perimeterType: oneOf(PERIMETER_TYPES, configuration.perimeterType, 'POLYGON'),
    fetchPerimeterInfoFromMessageMetadata: configuration.fetchPerimeterInfoFromMessageMetadata === true,
    perimeterKeyName: text(configuration.perimeterKeyName),
    polygonsDefinition: text(configuration.polygonsDefinition),
    centerLatitude: numberText(configuration.centerLatitude),
    centerLongitude: numberText(configuration.centerLongitude),
    range: numberText(configuration.range),
    rangeUnit: oneOf(RANGE_UNITS, configuration.rangeUnit, 'METER'),
    withDurations: 'minInsideDuration' in configuration,
    minInsideDuration: numberText(configuration.minInsideDuration),
    minInsideDurationTimeUnit: oneOf(DURATION_UNITS, configuration.minInsideDurationTimeUnit, 'MINUTES'),
    minOutsideDuration: numberText(configuration.minOutsideDuration),
    minOutsideDurationTimeUnit: oneOf(DURATION_UNITS, configuration.minOutsideDurationTimeUnit, 'MINUTES'),
  };
}

/**
 * The configuration from the form in the platform's shape: numbers as numbers, an unused perimeter field as null,
 * and the range unit (which the select always has) only for a circle of the node's own.
 */
export function geofencingConfiguration(
  original: Record<string, unknown>,
  values: GeofencingValues,
): Record<string, unknown> {
  const ownCircle = !values.fetchPerimeterInfoFromMessageMetadata && values.perimeterType === 'CIRCLE';
  const configuration: Record<string, unknown> = {
    ...original,
    latitudeKeyName: values.latitudeKeyName.trim(),
    longitudeKeyName: values.longitudeKeyName.trim(),
    perimeterType: values.perimeterType,
    fetchPerimeterInfoFromMessageMetadata: values.fetchPerimeterInfoFromMessageMetadata,
    perimeterKeyName: values.perimeterKeyName.trim() === '' ? null : values.perimeterKeyName.trim(),
    polygonsDefinition: values.polygonsDefinition.trim() === '' ? null : values.polygonsDefinition.trim(),
    centerLatitude: numberOrNull(values.centerLatitude),
    centerLongitude: numberOrNull(values.centerLongitude),
    range: numberOrNull(values.range),
    rangeUnit: ownCircle ? values.rangeUnit : (original.rangeUnit ?? null),
  };
  if (values.withDurations) {
    configuration.minInsideDuration = Number(values.minInsideDuration);
    configuration.minInsideDurationTimeUnit = values.minInsideDurationTimeUnit;
    configuration.minOutsideDuration = Number(values.minOutsideDuration);
    configuration.minOutsideDurationTimeUnit = values.minOutsideDurationTimeUnit;
  }
  return configuration;
}

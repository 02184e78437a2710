import type { EntityTsValue } from '@fleetdeck/model';
import type { DataKey, Datasource } from '../../widgets/widget-config';
import type { WidgetEntity } from '../../widgets/widget-context';
import type { WidgetDatasourceEntity, WidgetSeries } from '../../widgets/widget-definition';
import type { DatasourceValues, EntityValues } from './entity-values';

const NO_POINTS: EntityTsValue[] = [];

/**
 * Values arrive as strings. A raw value becomes a number only when it reads back as the same text (so "25.0" and
 * "007" stay strings, as the platform keeps them); an aggregated value is a number whenever it is numeric.
 */
export function convertValue(value: string, aggregated: boolean): unknown {
  if (value === '' || value === null || value === undefined) return value;
  const number = Number(value);
  if (Number.isNaN(number)) return value;
  if (aggregated) return number;
  return number.toString() === value ? number : value;
}

/** Runs a key's post-processing body: (time, value, prevValue, timePrev, prevOrigValue) → the shown value. */
export type PostProcess = (
  body: string,
  time: number,
  value: unknown,
  prevValue: unknown,
  timePrev: number | null,
  prevOrigValue: unknown,
) => unknown;

export interface SeriesOptions {
  /** time series keys read their time series (timeseries widgets); otherwise their latest value */
  timeseries: boolean;
  aggregated: boolean;
  postProcess?: PostProcess;
  /**
   * converted points by the received list they came from: a key whose points did not change since the last update
   * keeps its series (a history of 21,600 points is converted once, not again on every live value of another key)
   */
  converted?: WeakMap<object, Array<[number, unknown]>>;
}

function entityOf(values: EntityValues): WidgetEntity {
  const fields = values.latest.ENTITY_FIELD ?? {};
  const label = fields.label?.value;
  return { id: values.entityId, name: fields.name?.value ?? '', label: label ? label : null };
}

/** `${entityName}`, `${entityLabel}` (the name when there is no label), `${deviceName}` and `${aliasName}`. */
export function insertEntityVariables(text: string, entity: WidgetEntity | undefined, aliasName = ''): string {
  if (!text.includes('${')) return text;
  const name = entity?.name ?? '';
  const values: Record<string, string> = {
    entityName: name,
    deviceName: name,
    entityLabel: entity?.label || name,
    aliasName,
  };
  return Object.entries(values).reduce(
    (result, [variable, value]) => result.split(`\${${variable}}`).join(value),
    text,
  );
}

function convertedSeries(
  received: readonly EntityTsValue[],
  aggregated: boolean,
  cache: SeriesOptions['converted'],
): Array<[number, unknown]> {
  const known = cache?.get(received);
  if (known) return known;
  const converted = new Array<[number, unknown]>(received.length);
  for (let index = 0; index < received.length; index++) {
    const point = received[index];
    converted[index] = [point.ts, convertValue(point.value, aggregated)];
  }
  cache?.set(received, converted);
  return converted;
}

/** The latest value of a key as a point, when the entity has one. */
function rawPoints(values: EntityValues, key: DataKey): Array<[number, string]> {
  const group =
    key.type === 'attribute'
      ? values.latest.ATTRIBUTE
      : key.type === 'entityField'
        ? values.latest.ENTITY_FIELD
        : key.type === 'timeseries'
          ? values.latest.TIME_SERIES
          : undefined;
  const latest = group?.[key.name];
  // a key the entity has no value of comes as {ts: 0, value: ""}: no point to show
  if (!latest || (latest.ts === 0 && latest.value === '')) return [];
  return [[latest.ts, latest.value]];
}

function points(
  values: EntityValues,
  key: DataKey,
  options: SeriesOptions,
  aggregated: boolean,
): Array<[number, unknown]> {
  const converted =
    key.type === 'timeseries' && options.timeseries
      ? convertedSeries(values.timeseries[key.name] ?? NO_POINTS, aggregated, options.converted)
      : rawPoints(values, key).map(([ts, value]) => [ts, convertValue(value, aggregated)] as [number, unknown]);
  const body = key.usePostProcessing ? key.postFuncBody : undefined;
  if (!body || !options.postProcess) return converted;
  let prevValue: unknown = null;
  let prevOrigValue: unknown = null;
  let timePrev: number | null = null;
  return converted.map(([ts, value]) => {
    const processed = options.postProcess?.(body, ts, value, prevValue, timePrev, prevOrigValue);
    prevValue = processed;
    prevOrigValue = value;
    timePrev = ts;
    return [ts, processed];
  });
}

/**
 * The series of one entity datasource: for each entity of the page, one series per data key in the config's order,
 * naming the entity; labels get the entity's variables. `latestData` does the same for the additional latest keys.
 * `entities` lists the page's entities themselves, so a datasource without keys still shows whom it resolved to.
 */
export function datasourceSeries(
  datasource: Datasource,
  values: DatasourceValues,
  options: SeriesOptions,
): { data: WidgetSeries[]; latestData: WidgetSeries[]; entities: WidgetDatasourceEntity[] } {
  const data: WidgetSeries[] = [];
  const latestData: WidgetSeries[] = [];
  const entities: WidgetDatasourceEntity[] = [];
  const aliasName = typeof datasource.aliasName === 'string' ? datasource.aliasName : '';
  for (const entityValues of values.entities) {
    const entity = entityOf(entityValues);
    const resolved: Datasource = {
      ...datasource,
      entityName: entity.name,
      entityLabel: entity.label ?? undefined,
      entityId: entity.id.id,
      entityType: entity.id.entityType,
    };
    entities.push({ datasource: resolved, entity });
    const series = (key: DataKey, latestOnly: boolean): WidgetSeries => ({
      datasource: resolved,
      dataKey: { ...key, label: insertEntityVariables(key.label ?? key.name, entity, aliasName) },
      data: points(
        entityValues,
        key,
        latestOnly ? { ...options, timeseries: false } : options,
        !latestOnly && options.aggregated && key.type === 'timeseries',
      ),
      entity,
    });
    for (const key of datasource.dataKeys) data.push(series(key, false));
    for (const key of datasource.latestDataKeys ?? []) latestData.push(series(key, true));
  }
  return { data, latestData, entities };
}

/** The one series of an entity count datasource: its count key with the number of matching entities. */
export function countSeries(datasource: Datasource, count: number | null, ts: number): WidgetSeries[] {
  return datasource.dataKeys.map((dataKey) => ({
    datasource,
    dataKey,
    data: count === null ? [] : [[ts, count]],
  }));
}

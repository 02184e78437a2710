import dayjs from 'dayjs';
import type { WidgetEntity } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';

/** One row of a tab: a timestamp and the value of each key at it, the latest keys' values after them. */
export interface TimeseriesRow {
  ts: number;
  formattedTs: string;
  /** the time-series keys' values in config order, then the latest keys' values */
  values: unknown[];
  /** the row as the platform hands it to functions and actions: `formattedTs`, `0` the timestamp, `1…n` the values */
  data: Record<string, unknown>;
}

/** One tab: an entity of the datasource with its rows, newest first. */
export interface TimeseriesSource {
  key: string;
  entity?: WidgetEntity;
  title: string;
  rows: TimeseriesRow[];
}

export interface SourceOptions {
  useEntityLabel: boolean;
  hideEmptyLines: boolean;
  showMilliseconds: boolean;
}

/** A row's timestamp as the table prints it, in the browser's time zone. */
export const formatTimestamp = (ts: number, showMilliseconds: boolean) =>
  dayjs(ts).format(showMilliseconds ? 'YYYY-MM-DD HH:mm:ss.SSS' : 'YYYY-MM-DD HH:mm:ss');

const sourceKey = (series: WidgetSeries) =>
  series.entity
    ? `${series.entity.id.entityType}:${series.entity.id.id}`
    : `datasource:${series.datasource.name ?? ''}`;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function groupBySource(series: WidgetSeries[]): Map<string, WidgetSeries[]> {
  const groups = new Map<string, WidgetSeries[]>();
  for (const item of series) {
    const key = sourceKey(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/**
 * The table's tabs from the host's series: one per entity, its n-th series being the n-th key's (the host delivers
 * them in config order). Rows are the distinct timestamps of the entity's keys, newest first, a key without a value
 * at a timestamp left empty; the latest keys' last values repeat on every row.
 */
export function timeseriesSources(
  data: WidgetSeries[],
  latestData: WidgetSeries[] | undefined,
  options: SourceOptions,
): TimeseriesSource[] {
  const latestBySource = groupBySource(latestData ?? []);
  return [...groupBySource(data)].map(([key, series]) => {
    const first = series[0];
    const name = first.entity?.name ?? first.datasource.entityName ?? first.datasource.name ?? '';
    const title = options.useEntityLabel ? first.entity?.label || first.datasource.entityLabel || name : name;
    const byTs = new Map<number, unknown[]>();
    series.forEach((item, index) => {
      for (const [ts, value] of item.data) {
        let values = byTs.get(ts);
        if (!values) {
          values = new Array(series.length).fill(undefined);
          byTs.set(ts, values);
        }
        values[index] = value;
      }
    });
    const latest = (latestBySource.get(key) ?? []).map((item) => item.data.at(-1)?.[1]);
    const rows = [...byTs]
      .filter(([, values]) => !options.hideEmptyLines || values.some((value) => !isEmpty(value)))
      .sort(([a], [b]) => b - a)
      .map(([ts, values]): TimeseriesRow => {
        const formattedTs = formatTimestamp(ts, options.showMilliseconds);
        const all = [...values, ...latest];
        return {
          ts,
          formattedTs,
          values: all,
          data: { formattedTs, 0: ts, ...Object.fromEntries(all.map((value, index) => [index + 1, value ?? ''])) },
        };
      });
    return { key, entity: first.entity, title, rows };
  });
}

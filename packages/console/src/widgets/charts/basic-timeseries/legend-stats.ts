import type { LegendConfig } from '../../widget-config';

export interface SeriesStats {
  min: number;
  max: number;
  avg: number;
  total: number;
  latest: number;
}

/** min, max, average, total and latest of a series' values (oldest first); null when it has none. */
export function seriesStats(values: readonly number[]): SeriesStats | null {
  if (values.length === 0) return null;
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    min: Math.min(...values),
    max: Math.max(...values),
    avg: total / values.length,
    total,
    latest: values[values.length - 1],
  };
}

/** The figures a legend config asks for, in the platform's column order. */
export function legendStatNames(config: LegendConfig): Array<keyof SeriesStats> {
  const names: Array<keyof SeriesStats> = [];
  if (config.showMin) names.push('min');
  if (config.showMax) names.push('max');
  if (config.showAvg) names.push('avg');
  if (config.showTotal) names.push('total');
  if (config.showLatest) names.push('latest');
  return names;
}

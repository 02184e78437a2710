import type { LegendConfig } from '../../widget-config';

export interface SeriesStats {
  min: number;
  max: number;
  avg: number;
  total: number;
  latest: number;
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

import type { LegendConfig, LegendPosition, WidgetConfig } from '../../widget-config';
import { legendStatNames, type SeriesStats } from './legend-stats';

/** One series in the legend table: its name, colour and the figures the legend config asks for, formatted. */
export interface LegendRow {
  name: string;
  color: string;
  /** one text per `ChartLegend.stats` entry; empty texts where the series has no drawable point */
  figures: string[];
  /** the legend cannot hide this series */
  alwaysShown: boolean;
}

/** The legend drawn beside the chart as a table, as the platform's legend component draws it. */
export interface ChartLegend {
  shown: boolean;
  /** 'column': one row per series under a header of the figures' names; 'row': the series side by side */
  direction: 'column' | 'row';
  position: LegendPosition;
  stats: Array<keyof SeriesStats>;
  rows: LegendRow[];
}

/** What the legend needs of a drawn line. */
export interface LegendLine {
  name: string;
  series: { color?: unknown };
  inLegend: boolean;
  alwaysShown: boolean;
  stats: SeriesStats | null;
  format: (value: number) => string;
}

const DEFAULT_LEGEND: LegendConfig = {
  direction: 'column',
  position: 'bottom',
  showMin: false,
  showMax: false,
  showAvg: true,
  showTotal: false,
};

const POSITIONS: readonly LegendPosition[] = ['top', 'bottom', 'left', 'right'];

/**
 * The legend of the chart's lines from the widget's `showLegend` and `legendConfig`: the lines not removed from
 * it (sorted by name when `sortDataKeys`), each with its min, max, average, total and latest in the key's decimals
 * and units, as many of those as the config shows.
 */
export function chartLegend(
  config: Pick<WidgetConfig, 'showLegend' | 'legendConfig'>,
  lines: readonly LegendLine[],
): ChartLegend {
  const legendConfig = { ...DEFAULT_LEGEND, ...(config.legendConfig ?? {}) };
  const stats = legendStatNames(legendConfig);
  const rows = lines
    .filter((line) => line.inLegend)
    .map((line) => ({
      name: line.name,
      color: typeof line.series.color === 'string' ? line.series.color : '',
      figures: stats.map((stat) => (line.stats ? line.format(line.stats[stat]) : '')),
      alwaysShown: line.alwaysShown,
    }));
  if (legendConfig.sortDataKeys) rows.sort((a, b) => a.name.localeCompare(b.name));
  return {
    shown: config.showLegend !== false && rows.length > 0,
    direction: legendConfig.direction === 'row' ? 'row' : 'column',
    position: POSITIONS.includes(legendConfig.position) ? legendConfig.position : 'bottom',
    stats,
    rows,
  };
}

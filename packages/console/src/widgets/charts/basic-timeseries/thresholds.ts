import type { WidgetSeries } from '../../widget-definition';
import { chartValue } from '../chart-value';

/** A horizontal line across the chart at a value. */
export interface ThresholdLine {
  value: number;
  color: string;
  width: number;
}

/** A threshold a data key's settings define. */
export interface KeyThreshold {
  /** where the value comes from; only values written in the settings ('predefinedValue') are drawn */
  thresholdValueSource?: string;
  thresholdValue?: number | string | null;
  lineWidth?: number | null;
  color?: string | null;
}

/** A latest key's settings on the chart: its latest value can be drawn as a threshold line. */
export interface LatestKeySettings {
  useAsThreshold: boolean;
  /** null: the chart's thresholds line width */
  thresholdLineWidth: number | null;
  /** null: the key's colour */
  thresholdColor: string | null;
  [key: string]: unknown;
}

export const DEFAULT_LATEST_KEY_SETTINGS: LatestKeySettings = {
  useAsThreshold: false,
  thresholdLineWidth: null,
  thresholdColor: null,
};

/**
 * The threshold lines of one data key: each threshold with a value written in the settings, in the threshold's
 * colour (else the key's) and width (else the chart's thresholds width, else 1). Thresholds read from an entity's
 * attribute need data the host does not deliver and are not drawn.
 */
export function keyThresholdLines(thresholds: unknown, keyColor: string, defaultWidth: number | null): ThresholdLine[] {
  if (!Array.isArray(thresholds)) return [];
  return (thresholds as KeyThreshold[]).flatMap((threshold) => {
    const source = threshold.thresholdValueSource ?? 'predefinedValue';
    const value = chartValue(threshold.thresholdValue);
    if (source !== 'predefinedValue' || value === null || threshold.thresholdValue === '') return [];
    return [{ value, color: threshold.color || keyColor, width: threshold.lineWidth || defaultWidth || 1 }];
  });
}

/** The threshold lines of the latest keys marked `useAsThreshold`, each at the key's latest numeric value. */
export function latestThresholdLines(
  latestData: readonly WidgetSeries[] | undefined,
  defaultWidth: number | null,
): ThresholdLine[] {
  return (latestData ?? []).flatMap(({ dataKey, data }) => {
    const settings = dataKey.settings as Partial<LatestKeySettings> | undefined;
    if (!settings?.useAsThreshold) return [];
    const value = chartValue(data.at(-1)?.[1]);
    if (value === null) return [];
    return [
      {
        value,
        color: settings.thresholdColor || dataKey.color,
        width: settings.thresholdLineWidth || defaultWidth || 1,
      },
    ];
  });
}

/** The echarts mark line drawing threshold lines; undefined when there are none. */
export function thresholdMarkLine(lines: ThresholdLine[]) {
  if (lines.length === 0) return undefined;
  return {
    silent: true,
    symbol: 'none',
    label: { show: false },
    data: lines.map((line) => ({
      yAxis: line.value,
      lineStyle: { color: line.color, width: line.width, type: 'solid' },
    })),
  };
}

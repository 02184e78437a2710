import type { DataKey, Datasource, WidgetConfig } from '../../widget-config';
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
  /** where the value comes from: written in the settings ('predefinedValue') or an attribute ('entityAttribute') */
  thresholdValueSource?: string;
  thresholdValue?: number | string | null;
  /** the name of the alias whose entity holds the attribute; empty: the key's own datasource */
  thresholdEntityAlias?: string | null;
  /** the attribute (of any scope) whose value is the threshold */
  thresholdAttribute?: string | null;
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
 * attribute arrive as latest keys of `attributeThresholdDatasources` and are drawn by `latestThresholdLines`.
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

/**
 * The datasources that read the attributes a chart's thresholds name (`thresholdValueSource: 'entityAttribute'`):
 * one per alias, each attribute a latest key used as threshold in the threshold's colour (else the key's) and
 * width. The alias is named by `thresholdEntityAlias` (its name, as the platform saves it, or its id); without one
 * the key's own datasource's alias. A threshold whose alias the dashboard does not have is left out, and an
 * attribute the entity does not have draws no line.
 */
export function attributeThresholdDatasources(
  config: WidgetConfig,
  aliasIdOf: (name: string) => string | undefined,
): Datasource[] {
  const byAlias = new Map<string, DataKey[]>();
  for (const datasource of config.datasources ?? []) {
    if (datasource.type !== 'entity') continue;
    for (const dataKey of datasource.dataKeys) {
      const thresholds = dataKey.settings?.thresholds;
      if (!Array.isArray(thresholds)) continue;
      for (const threshold of thresholds as KeyThreshold[]) {
        const attribute = threshold.thresholdAttribute?.trim();
        if (threshold.thresholdValueSource !== 'entityAttribute' || !attribute) continue;
        const named = threshold.thresholdEntityAlias?.trim();
        const aliasId = named ? aliasIdOf(named) : datasource.entityAliasId;
        if (!aliasId) continue;
        const color = threshold.color || dataKey.color;
        const settings: LatestKeySettings = {
          useAsThreshold: true,
          thresholdColor: color,
          thresholdLineWidth: threshold.lineWidth || null,
        };
        const keys = byAlias.get(aliasId) ?? [];
        keys.push({ name: attribute, type: 'attribute', label: attribute, color, settings });
        byAlias.set(aliasId, keys);
      }
    }
  }
  return [...byAlias].map(([entityAliasId, latestDataKeys]) => ({
    type: 'entity',
    entityAliasId,
    dataKeys: [],
    latestDataKeys,
  }));
}

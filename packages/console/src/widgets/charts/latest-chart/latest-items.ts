import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { chartValue } from '../chart-value';

/** One key of a latest-values chart: its name, colour and latest value, with the value's text. */
export interface LatestItem {
  name: string;
  color: string;
  /** null when the key has no value that can be drawn */
  value: number | null;
  /** the value in the key's decimals and units (else the widget's) */
  text: string;
}

/** Each data key of every datasource with its latest value, in the config's order. */
export function latestItems(config: WidgetConfig, data: readonly WidgetSeries[]): LatestItem[] {
  return data.map(({ datasource, dataKey, data: points }) => {
    const value = points.length > 0 ? chartValue(points[points.length - 1][1]) : null;
    return {
      name: keyLabel(dataKey, datasource),
      color: dataKey.color,
      value,
      text:
        value === null ? '' : formatValue(value, dataKey.decimals ?? config.decimals, dataKey.units ?? config.units),
    };
  });
}

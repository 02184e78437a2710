import type { WidgetSeries } from '../../../widgets/widget-definition';

/** The function datasource of the preview: one key of the platform's default function, "Random". */
const datasource = {
  type: 'function' as const,
  name: 'function',
  dataKeys: [{ name: 'f(x)', type: 'function' as const, label: 'Random', color: '#2196f3', settings: {} }],
};

/**
 * The platform's default function body (`prevValue + Math.random() * 100 - 50`, two decimals, kept within ±1000),
 * computed here rather than run as a user script: the preview's data is the console's own.
 */
export function nextRandomValue(prevValue: number, random: () => number = Math.random): number {
  const value = Math.round((prevValue + random() * 100 - 50) * 100) / 100;
  return Math.max(-1000, Math.min(1000, value));
}

/** The preview's data at a time: the latest point, or the last `limit` points for a time-series widget. */
export function previewSeries(points: Array<[number, number]>): WidgetSeries[] {
  const [dataKey] = datasource.dataKeys;
  return dataKey ? [{ datasource, dataKey, data: points }] : [];
}

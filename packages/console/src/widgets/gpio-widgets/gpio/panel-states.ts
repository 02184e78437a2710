import type { WidgetSeries } from '../../widget-definition';

/**
 * The pins a GPIO panel shows on, as the platform's panel reads its data: each data key's label is a pin number and
 * its latest value, true or "true", turns that pin's LED on.
 */
export function pinsOn(data: readonly WidgetSeries[]): ReadonlySet<number> {
  const on = new Set<number>();
  for (const series of data) {
    const value = series.data.at(-1)?.[1];
    const pin = Number(series.dataKey.label);
    if (Number.isInteger(pin) && (value === true || value === 'true')) on.add(pin);
  }
  return on;
}

import type { DataKey, Datasource } from '../../widgets/widget-config';
import type { WidgetSeries } from '../../widgets/widget-definition';
import type { PointWindow } from './entity-values';

/** The generated points of a function datasource, one list per data key in the config's order. */
export type FunctionValues = Array<Array<[number, unknown]>>;

/** Runs a key's generator body: (time, prevValue) → the next value. */
export type GenerateValue = (body: string, time: number, prevValue: unknown) => unknown;

/**
 * One tick of a function datasource: every key's function is called with the time and its previous value. A
 * timeseries widget keeps the points of its window, a latest widget only the newest.
 */
export function nextFunctionValues(
  keys: readonly Pick<DataKey, 'funcBody'>[],
  current: FunctionValues,
  time: number,
  generate: GenerateValue,
  window: PointWindow | null,
): FunctionValues {
  return keys.map((key, index) => {
    const previous = current[index] ?? [];
    const prevValue = previous.at(-1)?.[1] ?? null;
    const value = generate(key.funcBody ?? 'return prevValue;', time, prevValue);
    const next: Array<[number, unknown]> = [...previous, [time, value]];
    if (!window) return next.slice(-1);
    const inside = next.filter(([ts]) => ts >= window.startTs);
    return inside.length > window.limit ? inside.slice(inside.length - window.limit) : inside;
  });
}

export function functionSeries(datasource: Datasource, values: FunctionValues): WidgetSeries[] {
  return datasource.dataKeys.map((dataKey, index) => ({ datasource, dataKey, data: values[index] ?? [] }));
}

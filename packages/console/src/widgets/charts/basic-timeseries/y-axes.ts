import type { DataKey } from '../../widget-config';

/** The axis settings of a data key (the platform's flot key settings). */
export interface KeyAxisSettings {
  /** the key gets a y axis of its own instead of the chart's */
  showSeparateAxis: boolean;
  axisPosition: 'left' | 'right';
  axisTitle: string;
  axisMin: number | null;
  axisMax: number | null;
  axisTickSize: number | null;
  axisTickDecimals: number | null;
  /** body of `function(value)` answering a tick's label; empty: the value with the tick decimals and the key's units */
  axisTicksFormatter: string;
}

export const DEFAULT_KEY_AXIS_SETTINGS: KeyAxisSettings = {
  showSeparateAxis: false,
  axisPosition: 'left',
  axisTitle: '',
  axisMin: null,
  axisMax: null,
  axisTickSize: null,
  axisTickDecimals: null,
  axisTicksFormatter: '',
};

/** One y axis of the chart: the chart's own (index 0) or a key's. */
export interface YAxisPlan {
  position: 'left' | 'right';
  /** px from the plot's edge: axes on the same side stand beside each other */
  offset: number;
  title: string | null;
  min: number | null;
  max: number | null;
  tickSize: number | null;
  tickDecimals: number | null;
  ticksFormatter: string;
  units: string;
}

/** px each further axis on a side takes */
export const AXIS_WIDTH = 56;

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The chart's y axes and the axis of each key: the chart's axis on the left first; each key with `showSeparateAxis`
 * gets one more, on its `axisPosition` side beside those already there, with its own title, bounds, ticks and units.
 */
export function planYAxes(
  chartAxis: Omit<YAxisPlan, 'position' | 'offset'>,
  keys: readonly DataKey[],
  widgetUnits: string,
): { axes: YAxisPlan[]; axisOfKey: number[] } {
  const axes: YAxisPlan[] = [{ ...chartAxis, position: 'left', offset: 0 }];
  const axisOfKey = keys.map((key) => {
    const settings = key.settings as Partial<KeyAxisSettings> | undefined;
    if (!settings?.showSeparateAxis) return 0;
    const position = settings.axisPosition === 'right' ? 'right' : 'left';
    const beside = axes.filter((axis) => axis.position === position).length;
    axes.push({
      position,
      offset: beside * AXIS_WIDTH,
      title: settings.axisTitle || null,
      min: numberOrNull(settings.axisMin),
      max: numberOrNull(settings.axisMax),
      tickSize: numberOrNull(settings.axisTickSize),
      tickDecimals: numberOrNull(settings.axisTickDecimals),
      ticksFormatter: typeof settings.axisTicksFormatter === 'string' ? settings.axisTicksFormatter : '',
      units: key.units ?? widgetUnits,
    });
    return axes.length - 1;
  });
  return { axes, axisOfKey };
}

/** px the axes take on each side of the plot beyond the first one there */
export function axesSpace(axes: readonly YAxisPlan[]): { left: number; right: number } {
  const count = (side: 'left' | 'right') => axes.filter((axis) => axis.position === side).length;
  return {
    left: Math.max(0, count('left') - 1) * AXIS_WIDTH,
    right: count('right') * AXIS_WIDTH,
  };
}

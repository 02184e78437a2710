import { gaugeFraction } from '../../digital-gauges/digital-gauge/level-colour';
import type { AnalogueGaugeSettings, RadialGaugeSettings } from './settings';

/** The SVG angle (degrees clockwise from 3 o'clock) of a value on the scale, which starts `startAngle` past 6 o'clock. */
export function scaleAngle(value: number, settings: RadialGaugeSettings): number {
  return 90 + settings.startAngle + settings.ticksAngle * gaugeFraction(value, settings.minValue, settings.maxValue);
}

/** What places the ticks of a scale, radial or linear. */
export type ScaleSettings = Pick<AnalogueGaugeSettings, 'minValue' | 'maxValue' | 'majorTicksCount' | 'minorTicks'>;

/** The numbered values of the scale: `majorTicksCount` steps from the minimum to the maximum. */
export function majorTickValues(settings: ScaleSettings): number[] {
  const steps = Math.max(1, Math.round(settings.majorTicksCount));
  const step = (settings.maxValue - settings.minValue) / steps;
  return Array.from({ length: steps + 1 }, (_, index) => settings.minValue + step * index);
}

/** The values of the unnumbered ticks between the numbered ones. */
export function minorTickValues(settings: ScaleSettings): number[] {
  const majors = majorTickValues(settings);
  const between = Math.max(0, Math.round(settings.minorTicks) - 1);
  return majors.slice(1).flatMap((major, index) => {
    const start = majors[index];
    return Array.from({ length: between }, (_, at) => start + ((major - start) * (at + 1)) / (between + 1));
  });
}

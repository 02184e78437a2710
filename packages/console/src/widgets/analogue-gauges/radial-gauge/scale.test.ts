import { describe, expect, it } from 'vitest';
import { majorTickValues, minorTickValues, scaleAngle } from './scale';
import { DEFAULT_RADIAL_GAUGE_SETTINGS } from './settings';

const speed = { ...DEFAULT_RADIAL_GAUGE_SETTINGS, minValue: 0, maxValue: 180, majorTicksCount: 9, minorTicks: 2 };

describe('the scale of a radial gauge', () => {
  it('starts the scale past 6 o’clock by the start angle and spreads it over the ticks angle', () => {
    expect(scaleAngle(0, speed)).toBe(135);
    expect(scaleAngle(90, speed)).toBe(270);
    expect(scaleAngle(180, speed)).toBe(405);
    expect(scaleAngle(400, speed)).toBe(405);
  });

  it('numbers the major ticks and puts the minor ticks between them', () => {
    expect(majorTickValues(speed)).toEqual([0, 20, 40, 60, 80, 100, 120, 140, 160, 180]);
    expect(minorTickValues(speed).slice(0, 3)).toEqual([10, 30, 50]);
    expect(minorTickValues({ ...speed, minorTicks: 4 }).slice(0, 3)).toEqual([5, 10, 15]);
  });
});

import { describe, expect, it } from 'vitest';
import { gaugeFraction, levelColour } from './level-colour';
import { DEFAULT_DIGITAL_GAUGE_SETTINGS, type DigitalGaugeSettings } from './settings';

const settings = (changes: Partial<DigitalGaugeSettings>): DigitalGaugeSettings => ({
  ...DEFAULT_DIGITAL_GAUGE_SETTINGS,
  ...changes,
});

describe('the bar colour of a digital gauge', () => {
  it('blends the level colours spread over the range', () => {
    const levels = settings({ minValue: 0, maxValue: 100, levelColors: ['#000000', '#ffffff', '#ff0000'] });
    expect(levelColour(0, levels, '#123456')).toBe('#000000');
    expect(levelColour(25, levels, '#123456')).toBe('#808080');
    expect(levelColour(50, levels, '#123456')).toBe('#ffffff');
    expect(levelColour(100, levels, '#123456')).toBe('#ff0000');
    expect(levelColour(500, levels, '#123456')).toBe('#ff0000');
  });

  it('takes the fixed level colour whose range holds the value, with bounds as numbers or objects', () => {
    const fixed = settings({
      useFixedLevelColor: true,
      defaultColor: '#999999',
      fixedLevelColors: [
        { from: null, to: 10, color: '#0000ff' },
        { from: { value: 10 }, to: { value: 30 }, color: '#00ff00' },
      ],
    });
    expect(levelColour(5, fixed, '#123456')).toBe('#0000ff');
    expect(levelColour(20, fixed, '#123456')).toBe('#00ff00');
    expect(levelColour(40, fixed, '#123456')).toBe('#999999');
  });

  it('uses the default colour, else the key colour, without levels', () => {
    expect(levelColour(5, settings({ defaultColor: '#444444' }), '#123456')).toBe('#444444');
    expect(levelColour(5, settings({}), '#123456')).toBe('#123456');
  });

  it('places a value between the limits', () => {
    expect(gaugeFraction(-60, -60, 60)).toBe(0);
    expect(gaugeFraction(0, -60, 60)).toBe(0.5);
    expect(gaugeFraction(90, -60, 60)).toBe(1);
    expect(gaugeFraction(5, 10, 10)).toBe(0);
  });
});

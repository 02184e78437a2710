import { describe, expect, it } from 'vitest';
import { tooltipHtml } from './tooltip';

const ts = new Date(2026, 0, 2, 3, 4, 5).getTime();
const options = {
  format: (index: number, value: number) => `${value.toFixed(1)} ${index === 0 ? '°C' : '%'}`,
  formatTotal: (value: number) => value.toFixed(2),
  hideZeros: false,
  cumulative: false,
  totalLabel: 'Total',
};
const params = [
  { seriesName: 'Temperature', seriesIndex: 0, marker: '<i></i>', value: [ts, 21.46] },
  { seriesName: '<b>Humidity</b>', seriesIndex: 1, marker: '', value: [ts, 0] },
];

describe('the line chart tooltip', () => {
  it('shows the time and each value with its key format, names escaped', () => {
    expect(tooltipHtml(params, options)).toBe(
      '2026-01-02 03:04:05<br/><i></i>Temperature: <b>21.5 °C</b><br/>&#60;b&#62;Humidity&#60;/b&#62;: <b>0.0 %</b>',
    );
  });

  it('leaves out zeros and adds the sum when the settings ask', () => {
    const html = tooltipHtml(params, { ...options, hideZeros: true, cumulative: true });
    expect(html).toBe('2026-01-02 03:04:05<br/><i></i>Temperature: <b>21.5 °C</b><br/>Total: <b>21.46</b>');
  });

  it('shows nothing when no value is left', () => {
    expect(tooltipHtml(params[1], { ...options, hideZeros: true })).toBe('');
  });
});

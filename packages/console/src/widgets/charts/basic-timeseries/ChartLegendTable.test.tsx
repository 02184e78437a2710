import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartLegendTable } from './ChartLegendTable';
import type { ChartLegend } from './chart-legend';

afterEach(cleanup);

const font = { color: '#545454', fontSize: 10 };
const t = (key: string) =>
  ({ 'legend.min': 'min', 'legend.max': 'max', 'legend.avg': 'avg', 'legend.total': 'total' })[key] ?? key;

const legend = (change: Partial<ChartLegend> = {}): ChartLegend => ({
  shown: true,
  direction: 'column',
  position: 'bottom',
  stats: ['min', 'max', 'avg', 'total'],
  rows: [
    { name: 'Temperature', color: '#ef5350', figures: ['20 °C', '24 °C', '22 °C', '66 °C'], alwaysShown: false },
    { name: 'Humidity', color: '#2196f3', figures: ['40 %', '60 %', '50 %', '150 %'], alwaysShown: true },
  ],
  ...change,
});

describe('the chart legend table', () => {
  it('in a column: a header of the figures over one row per series with its min, max, avg and total', () => {
    render(<ChartLegendTable legend={legend()} shown={{}} font={font} t={t} onToggle={() => {}} />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('data-direction')).toBe('column');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'min', 'max', 'avg', 'total']);
    const temperature = screen.getByRole('row', { name: /Temperature/ });
    expect(
      within(temperature)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '20 °C', '24 °C', '22 °C', '66 °C']);
    expect(screen.getByRole('row', { name: /Humidity/ }).textContent).toContain('150 %');
  });

  it('in a row: the series side by side, each followed by its named figures, without a header', () => {
    render(<ChartLegendTable legend={legend({ direction: 'row' })} shown={{}} font={font} t={t} onToggle={() => {}} />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('data-direction')).toBe('row');
    expect(within(table).queryAllByRole('columnheader')).toHaveLength(0);
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(table.textContent).toBe(
      'Temperaturemin: 20 °Cmax: 24 °Cavg: 22 °Ctotal: 66 °CHumiditymin: 40 %max: 60 %avg: 50 %total: 150 %',
    );
  });

  it('shows no header without figures', () => {
    render(
      <ChartLegendTable
        legend={legend({ stats: [], rows: [{ name: 'T', color: '#000', figures: [], alwaysShown: false }] })}
        shown={{}}
        font={font}
        t={t}
        onToggle={() => {}}
      />,
    );
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'T' })).toBeTruthy();
  });

  it('hides and shows a series by its name, except one whose hiding is disabled', () => {
    const onToggle = vi.fn();
    render(<ChartLegendTable legend={legend()} shown={{ Temperature: false }} font={font} t={t} onToggle={onToggle} />);
    const temperature = screen.getByRole('button', { name: 'Temperature' });
    expect(temperature.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(temperature);
    expect(onToggle).toHaveBeenCalledWith('Temperature');
    expect(screen.queryByRole('button', { name: 'Humidity' })).toBeNull();
  });
});

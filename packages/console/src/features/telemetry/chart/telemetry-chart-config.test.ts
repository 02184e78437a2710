import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { defaultTimewindow } from '../../../components/time/timewindow';
import { widgetDefinition } from '../../../widgets/registry';
import {
  TELEMETRY_CHART_WIDGET,
  telemetryChartConfig,
  telemetryChartData,
  telemetryChartLook,
} from './telemetry-chart-config';

describe('the telemetry chart config', () => {
  const timewindow = defaultTimewindow(50000, 0);
  const config = telemetryChartConfig(
    'Thermostat T1',
    ['temperature', 'humidity', 'power'],
    ['#111', '#222'],
    timewindow,
    { text: '#333', gridLines: '#444' },
  );

  it('is a line chart of one entity with a key per chosen key, colours taken in turn', () => {
    expect(config.datasources).toHaveLength(1);
    expect(config.datasources?.[0].entityName).toBe('Thermostat T1');
    expect(config.datasources?.[0].dataKeys.map(({ name, type, color }) => ({ name, type, color }))).toEqual([
      { name: 'temperature', type: 'timeseries', color: '#111' },
      { name: 'humidity', type: 'timeseries', color: '#222' },
      { name: 'power', type: 'timeseries', color: '#111' },
    ]);
    expect(config.timewindow).toBe(timewindow);
  });

  it('reads as a complete line chart config once migrated', () => {
    const migrated = widgetDefinition(TELEMETRY_CHART_WIDGET)?.migrate(config);
    expect(migrated?.legendConfig).toMatchObject({ position: 'top', direction: 'row', showAvg: false });
    expect(migrated?.settings).toMatchObject({
      shadowSize: 0,
      stack: false,
      grid: { outlineWidth: 0, horizontalLines: true },
    });
  });

  it('hands the chart the points of each key in the order of the keys', () => {
    const data = telemetryChartData(config, { humidity: [[1, 40]], temperature: [[1, 21]] });
    expect(data.map(({ dataKey, data: points }) => [dataKey.name, points])).toEqual([
      ['temperature', [[1, 21]]],
      ['humidity', [[1, 40]]],
      ['power', []],
    ]);
  });

  it('draws its texts and grid lines in the look given', () => {
    expect(config.settings).toMatchObject({ fontColor: '#333', grid: { color: '#333', tickColor: '#444' } });
  });
});

describe('the telemetry chart look', () => {
  it('keeps the light greys on a light background', () => {
    expect(telemetryChartLook(createTheme().palette)).toEqual({ text: '#6E7079', gridLines: '#E0E6F1' });
  });

  it('takes the theme text and divider colours on a dark background', () => {
    const dark = createTheme({ palette: { mode: 'dark' } }).palette;
    expect(telemetryChartLook(dark)).toEqual({ text: dark.text.secondary, gridLines: dark.divider });
  });
});

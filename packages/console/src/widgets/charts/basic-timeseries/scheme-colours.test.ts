import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { chartSettingsForScheme } from './scheme-colours';
import { DEFAULT_TIMESERIES_CHART_SETTINGS } from './settings';

const dark = createTheme({ palette: { mode: 'dark' } }).palette;
const light = createTheme({ palette: { mode: 'light' } }).palette;

describe('chart colours in the colour schemes', () => {
  it('turn the platform greys into the dark theme text and divider colours', () => {
    const settings = chartSettingsForScheme(
      { ...DEFAULT_TIMESERIES_CHART_SETTINGS, xaxis: { ...DEFAULT_TIMESERIES_CHART_SETTINGS.xaxis, color: '#545454' } },
      dark,
    );
    expect(settings.fontColor).toBe(dark.text.secondary);
    expect(settings.grid.color).toBe(dark.text.secondary);
    expect(settings.grid.tickColor).toBe(dark.divider);
    expect(settings.xaxis.color).toBe(dark.text.secondary);
    expect(settings.yaxis.color).toBeNull();
  });

  it('keep the colours the author chose in the dark scheme', () => {
    const chosen = {
      ...DEFAULT_TIMESERIES_CHART_SETTINGS,
      fontColor: '#ff9800',
      grid: { ...DEFAULT_TIMESERIES_CHART_SETTINGS.grid, color: '#00bcd4', tickColor: '#333333' },
    };
    const settings = chartSettingsForScheme(chosen, dark);
    expect(settings.fontColor).toBe('#ff9800');
    expect(settings.grid.color).toBe('#00bcd4');
    expect(settings.grid.tickColor).toBe('#333333');
  });

  it('leave the settings as saved in the light scheme', () => {
    expect(chartSettingsForScheme(DEFAULT_TIMESERIES_CHART_SETTINGS, light)).toBe(DEFAULT_TIMESERIES_CHART_SETTINGS);
  });
});

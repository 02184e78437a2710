import type { Palette } from '@mui/material/styles';
import type { TimeseriesChartSettings } from './settings';

// The platform's chart text and frame grey, and its grid line grey: chosen for a white card, unreadable on a dark one.
const DEFAULT_TEXT = '#545454';
const DEFAULT_GRID_LINES = '#dddddd';

const isDefault = (colour: string | null, platform: string) => colour?.trim().toLowerCase() === platform;

/**
 * The chart's settings with the platform's default greys in the dark scheme's text and divider colours; colours the
 * widget's author chose, and every colour in the light scheme, stay as saved.
 */
export function chartSettingsForScheme(settings: TimeseriesChartSettings, palette: Palette): TimeseriesChartSettings {
  if (palette.mode === 'light') return settings;
  const text = <T extends string | null>(colour: T) =>
    isDefault(colour, DEFAULT_TEXT) ? palette.text.secondary : colour;
  return {
    ...settings,
    fontColor: text(settings.fontColor),
    grid: {
      ...settings.grid,
      color: text(settings.grid.color),
      tickColor: isDefault(settings.grid.tickColor, DEFAULT_GRID_LINES) ? palette.divider : settings.grid.tickColor,
    },
    xaxis: { ...settings.xaxis, color: text(settings.xaxis.color) },
    yaxis: { ...settings.yaxis, color: text(settings.yaxis.color) },
  };
}

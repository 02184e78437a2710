import type { Palette } from '@mui/material/styles';
import type { LatestChartSettingsForm } from './family';
import type { LatestChartSettings } from './settings';

/** How a latest-values chart looks, read from its form's settings and the colour scheme. */
export interface LatestChartLook {
  showTooltip: boolean;
  showLegend: boolean;
  /** the legend's and the labels' text */
  textColor: string;
  fontSize: number;
  /** px of the line between slices, and its colour */
  borderWidth: number;
  borderColor: string;
  /** the pie's radius and hole in % of the largest that fits */
  radius: number;
  innerRadius: number;
  /** what each slice shows on it */
  labels: 'none' | 'value' | 'percent';
  labelDecimals: number;
}

// The platform's greys and white, chosen for a white card: on a dark one the scheme's own colours stand in.
const PLATFORM_TEXT = ['#666666', '#666', '#545454'];
const PLATFORM_BORDER = ['#fff', '#ffffff', 'white'];

const isOneOf = (colour: string | undefined, platform: string[]) =>
  colour === undefined || platform.includes(colour.trim().toLowerCase());

/**
 * The look of a chart from its settings: the Chart.js charts as Chart.js draws by default (legend on, white lines
 * between slices), the doughnut and the flot pie as their settings say. In the dark scheme the platform's default
 * greys and white become the scheme's text and paper colours; colours the author chose stay.
 */
export function latestChartLook(
  form: LatestChartSettingsForm,
  settings: LatestChartSettings,
  palette: Palette,
): LatestChartLook {
  const dark = palette.mode === 'dark';
  const text = (colour: string | undefined) =>
    dark && isOneOf(colour, PLATFORM_TEXT) ? palette.text.secondary : (colour ?? palette.text.secondary);
  const border = (colour: string | undefined) =>
    dark && isOneOf(colour, PLATFORM_BORDER) ? palette.background.paper : (colour ?? '#ffffff');
  const look: LatestChartLook = {
    showTooltip: settings.showTooltip !== false,
    showLegend: true,
    textColor: text('#666666'),
    fontSize: 12,
    borderWidth: 2,
    borderColor: border('#ffffff'),
    radius: 75,
    innerRadius: 0,
    labels: 'none',
    labelDecimals: 0,
  };
  if (form === 'doughnut') {
    return {
      ...look,
      showLegend: settings.legend?.display !== false,
      textColor: text(settings.legend?.labelsFontColor),
      borderWidth: settings.borderWidth ?? 0,
      borderColor: border(settings.borderColor),
    };
  }
  if (form === 'flotPie') {
    const labels = settings.showLabels ? (settings.showPercentages ? 'percent' : 'value') : 'none';
    return {
      ...look,
      showLegend: settings.legend?.show !== false,
      textColor: text(settings.fontColor),
      fontSize: settings.fontSize ?? 10,
      borderWidth: settings.stroke?.width ?? 0,
      borderColor: border(settings.stroke?.color),
      radius: Math.round((settings.radius ?? 1) * 80),
      innerRadius: Math.round((settings.innerRadius ?? 0) * 80),
      labels,
      labelDecimals: settings.decimals ?? 1,
    };
  }
  return look;
}

import { type AnalogueGaugeSettings, DEFAULT_ANALOGUE_GAUGE_SETTINGS } from '../radial-gauge/settings';

/**
 * The settings of the linear analogue gauge (`tb-analogue-linear-gauge-widget-settings`): the radial gauge's scale,
 * highlight, value and font settings without its angles and needle, and the bar's colours.
 */
export interface LinearGaugeSettings extends AnalogueGaugeSettings {
  /** the empty bar */
  colorBar: string;
  colorBarStroke: string;
  barStrokeWidth: number;
  /** the filled part; null → the default colour, else the key colour; with an end colour it blends upwards */
  colorBarProgress: string | null;
  colorBarProgressEnd: string | null;
}

export const DEFAULT_LINEAR_GAUGE_SETTINGS: LinearGaugeSettings = {
  ...DEFAULT_ANALOGUE_GAUGE_SETTINGS,
  colorBar: '#fff',
  colorBarStroke: '#b0bec5',
  barStrokeWidth: 0,
  colorBarProgress: null,
  colorBarProgressEnd: null,
};

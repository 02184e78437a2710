import type { GaugeFont } from '../../digital-gauges/digital-gauge/settings';

/** A coloured band along the scale. */
export interface GaugeHighlight {
  from: number;
  to: number;
  color: string;
}

/**
 * The settings the analogue gauges share (radial and linear), with the defaults of the platform's settings forms.
 * Other keys (the animation, the needle's shadows, the value box's gradient) are kept as saved.
 */
export interface AnalogueGaugeSettings {
  minValue: number;
  maxValue: number;
  /** numbered ticks over the scale, and the unnumbered ones between two of them */
  majorTicksCount: number;
  minorTicks: number;
  /** the text on the plate under the centre; shown when `showUnitTitle` (the key label when empty) */
  unitTitle: string | null;
  showUnitTitle: boolean;
  /** the value's units and decimals when the data key has none */
  units: string | null;
  valueDec: number | null;
  valueBox: boolean;
  showBorder: boolean;
  /** the needle's colour; null → the data key's colour */
  defaultColor: string | null;
  colorNeedle: string | null;
  colorPlate: string;
  colorMajorTicks: string;
  colorMinorTicks: string;
  colorValueBoxBackground: string;
  highlights: GaugeHighlight[];
  highlightsWidth: number;
  numbersFont: GaugeFont;
  titleFont: GaugeFont;
  unitsFont: GaugeFont;
  valueFont: GaugeFont;
  [key: string]: unknown;
}

/** The settings of the radial analogue gauges: the shared ones, the scale's angles and the needle's hub. */
export interface RadialGaugeSettings extends AnalogueGaugeSettings {
  /** where the scale starts, in degrees clockwise from 6 o'clock, and how far it reaches */
  startAngle: number;
  ticksAngle: number;
  needleCircleSize: number;
}

const font = (size: number, color: string | null): GaugeFont => ({
  family: 'Roboto',
  size,
  style: 'normal',
  weight: '500',
  color,
});

export const DEFAULT_ANALOGUE_GAUGE_SETTINGS: AnalogueGaugeSettings = {
  minValue: 0,
  maxValue: 100,
  majorTicksCount: 10,
  minorTicks: 2,
  unitTitle: null,
  showUnitTitle: true,
  units: null,
  valueDec: null,
  valueBox: true,
  showBorder: true,
  defaultColor: null,
  colorNeedle: null,
  colorPlate: '#fff',
  colorMajorTicks: '#444',
  colorMinorTicks: '#666',
  colorValueBoxBackground: '#babab2',
  highlights: [],
  highlightsWidth: 15,
  numbersFont: font(18, '#616161'),
  titleFont: font(24, '#888'),
  unitsFont: font(22, '#616161'),
  valueFont: font(36, '#444'),
};

export const DEFAULT_RADIAL_GAUGE_SETTINGS: RadialGaugeSettings = {
  ...DEFAULT_ANALOGUE_GAUGE_SETTINGS,
  startAngle: 45,
  ticksAngle: 270,
  needleCircleSize: 10,
};

/** A font of the gauge's texts; a null colour follows the widget's text colour. */
export interface GaugeFont {
  family: string;
  size: number;
  style: string;
  weight: string;
  color: string | null;
}

export type DigitalGaugeType = 'arc' | 'donut' | 'horizontalBar' | 'verticalBar';

/** A colour for values in a range, as "fixed level colours" save it (bounds as numbers or `{value}` objects). */
export interface FixedLevelColor {
  from?: number | { value?: number } | null;
  to?: number | { value?: number } | null;
  color: string;
}

/**
 * The settings of the digital gauges (`tb-digital-gauge-widget-settings`), with the defaults of the platform's form.
 * Other keys of saved configs are kept as they are.
 */
export interface DigitalGaugeSettings {
  minValue: number;
  maxValue: number;
  gaugeType: DigitalGaugeType;
  /** where a donut starts, in degrees */
  donutStartAngle: number;
  /** 0–100: how much the bar glows */
  neonGlowBrightness: number;
  roundedLineCap: boolean;
  /** null → the data key's label */
  title: string | null;
  showTitle: boolean;
  /** null → the data key's label */
  unitTitle: string | null;
  showUnitTitle: boolean;
  showValue: boolean;
  /** the minimum and maximum under the ends of an arc or a bar */
  showMinMax: boolean;
  /** the bar's thickness, relative */
  gaugeWidthScale: number;
  /** the bar's colour when no level colours are set; null → the data key's colour */
  defaultColor: string | null;
  /** the track under the bar; null → a light grey that follows the theme */
  gaugeColor: string | null;
  useFixedLevelColor: boolean;
  /** colours spread evenly from the minimum to the maximum, blended between */
  levelColors: string[];
  fixedLevelColors: FixedLevelColor[];
  titleFont: GaugeFont;
  labelFont: GaugeFont;
  valueFont: GaugeFont;
  minMaxFont: GaugeFont;
  /** the value's decimals and units when the data key has none */
  decimals?: number | null;
  units?: string | null;
  [key: string]: unknown;
}

const font = (size: number): GaugeFont => ({ family: 'Roboto', size, style: 'normal', weight: '500', color: null });

export const DEFAULT_DIGITAL_GAUGE_SETTINGS: DigitalGaugeSettings = {
  minValue: 0,
  maxValue: 100,
  gaugeType: 'arc',
  donutStartAngle: 90,
  neonGlowBrightness: 0,
  roundedLineCap: false,
  title: null,
  showTitle: false,
  unitTitle: null,
  showUnitTitle: false,
  showValue: true,
  showMinMax: true,
  gaugeWidthScale: 0.75,
  defaultColor: null,
  gaugeColor: null,
  useFixedLevelColor: false,
  levelColors: [],
  fixedLevelColors: [],
  titleFont: font(12),
  labelFont: font(8),
  valueFont: font(18),
  minMaxFont: font(10),
};

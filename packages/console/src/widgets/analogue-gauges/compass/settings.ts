import type { GaugeFont } from '../../digital-gauges/digital-gauge/settings';

/**
 * The settings of the compass (`tb-analogue-compass-widget-settings`), with the defaults of the platform's form.
 * Other keys (the animation) are kept as saved.
 */
export interface CompassSettings {
  /** the labels spread evenly round the dial, the first at the top */
  majorTicks: string[];
  /** unnumbered ticks round the whole dial */
  minorTicks: number;
  showBorder: boolean;
  borderOuterWidth: number;
  colorPlate: string;
  colorMajorTicks: string;
  colorMinorTicks: string;
  colorNeedle: string;
  colorNeedleCircle: string;
  colorBorder: string;
  needleCircleSize: number;
  majorTickFont: Partial<GaugeFont>;
  /** what turns with the value: the needle over a fixed dial, or the dial under a fixed needle */
  animationTarget: 'needle' | 'plate';
  [key: string]: unknown;
}

export const DEFAULT_COMPASS_SETTINGS: CompassSettings = {
  majorTicks: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'],
  minorTicks: 22,
  showBorder: true,
  borderOuterWidth: 10,
  colorPlate: '#222',
  colorMajorTicks: '#f5f5f5',
  colorMinorTicks: '#ddd',
  colorNeedle: '#f08080',
  colorNeedleCircle: '#e8e8e8',
  colorBorder: '#ccc',
  needleCircleSize: 15,
  majorTickFont: { family: 'Roboto', size: 20, style: 'normal', weight: '500', color: '#ccc' },
  animationTarget: 'needle',
};

/** The settings of the "Knob Control", with the defaults the platform's knob falls back to. */
export interface KnobSettings {
  /** text above the knob; none when empty */
  title: string;
  minValue: number;
  maxValue: number;
  /** the value shown before the device answered */
  initialValue: number;
  /** the two-way RPC that reads the value, with null params */
  getValueMethod: string;
  /** the one-way RPC that sets the value, its params the number */
  setValueMethod: string;
  /** milliseconds */
  requestTimeout: number;
  [key: string]: unknown;
}

export const DEFAULT_KNOB_SETTINGS: KnobSettings = {
  title: '',
  minValue: 0,
  maxValue: 100,
  initialValue: 50,
  getValueMethod: 'getValue',
  setValueMethod: 'setValue',
  requestTimeout: 500,
};

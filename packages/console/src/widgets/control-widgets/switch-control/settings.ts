/** Where a switch reads its state: not at all, by a two-way RPC, or from a key of the target device. */
export type RetrieveValueMethod = 'none' | 'rpc' | 'attribute' | 'timeseries';

/**
 * The settings of the switch family, with the defaults the platform's switch component falls back to.
 * `persistentPollingInterval` of saved configs is kept but not used: the dashboard's RPC service follows persistent
 * requests itself.
 */
export interface SwitchSettings {
  /** text above the switch (beside the slide toggle); none when empty */
  title: string;
  /** the state shown before one is read */
  initialValue: boolean;
  retrieveValueMethod: RetrieveValueMethod;
  /** the attribute or time series read when `retrieveValueMethod` names one */
  valueKey: string;
  /** the two-way RPC that reads the state */
  getValueMethod: string;
  /** the one-way RPC that sets the state, its params the converted value */
  setValueMethod: string;
  /** body of `function (data)`: the read reply or key value as a boolean */
  parseValueFunction: string;
  /** body of `function (value)`: the params of `setValueMethod` for the new state */
  convertValueFunction: string;
  /** milliseconds */
  requestTimeout: number;
  requestPersistent: boolean;
  /** the big switch only: "Off" and "On" either side of it */
  showOnOffLabels: boolean;
  /** the slide toggle only: the title before or after the toggle */
  labelPosition: 'before' | 'after';
  /** the slide toggle only: the theme colour of the toggle when on */
  sliderColor: 'primary' | 'accent' | 'warn';
  [key: string]: unknown;
}

export const DEFAULT_SWITCH_SETTINGS: SwitchSettings = {
  title: '',
  initialValue: false,
  retrieveValueMethod: 'rpc',
  valueKey: 'value',
  getValueMethod: 'getValue',
  setValueMethod: 'setValue',
  parseValueFunction: 'return data ? true : false;',
  convertValueFunction: 'return value;',
  requestTimeout: 500,
  requestPersistent: false,
  showOnOffLabels: true,
  labelPosition: 'after',
  sliderColor: 'accent',
};

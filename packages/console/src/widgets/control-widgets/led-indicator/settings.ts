/**
 * The settings of the LED indicator, with the defaults the platform's component falls back to. `requestPersistent`
 * and `persistentPollingInterval` of saved configs are kept; the status check sends `requestPersistent` as saved.
 */
export interface LedIndicatorSettings {
  /** text above the LED; none when empty */
  title: string;
  /** the colour of the lit LED; the unlit LED is a dim shade of it */
  ledColor: string;
  /** the state shown before one is read */
  initialValue: boolean;
  /** the kind of key of the target device the LED follows */
  retrieveValueMethod: 'attribute' | 'timeseries';
  /** the attribute or time series the LED follows */
  valueAttribute: string;
  /** body of `function (data)`: the key's value as a boolean */
  parseValueFunction: string;
  /** ask the device by the two-way `checkStatusMethod` first, and follow the key only when it answers truthy */
  performCheckStatus: boolean;
  checkStatusMethod: string;
  /** milliseconds */
  requestTimeout: number;
  requestPersistent: boolean;
  [key: string]: unknown;
}

export const DEFAULT_LED_INDICATOR_SETTINGS: LedIndicatorSettings = {
  title: '',
  ledColor: 'green',
  initialValue: false,
  retrieveValueMethod: 'attribute',
  valueAttribute: 'value',
  parseValueFunction: 'return data ? true : false;',
  performCheckStatus: true,
  checkStatusMethod: 'checkStatus',
  requestTimeout: 500,
  requestPersistent: false,
};

/** One pin of the settings' list: where it sits (row, and column 0 left or 1 right) and what it is called. */
export interface GpioPin {
  pin: number;
  label: string;
  row: number;
  col: number;
  /** panels only: the LED's colour when the pin is on */
  color?: string;
  [key: string]: unknown;
}

/** A request of the control: its RPC method and its params as JSON text, `"{$pin}"`/`"{$enabled}"` filled in. */
export interface GpioRequest {
  method: string;
  paramsBody: string;
}

/**
 * The settings of the GPIO widgets, with the defaults of the platform's GPIO settings forms. Controls read the RPC
 * settings and `switchPanelBackgroundColor`; panels read `ledPanelBackgroundColor`; both read `gpioList`.
 */
export interface GpioSettings {
  gpioList: GpioPin[];
  /** milliseconds */
  requestTimeout: number;
  /** the two-way RPC that reads every pin's state */
  gpioStatusRequest: GpioRequest;
  /** the two-way RPC that sets one pin; its reply is read as the pin's new state */
  gpioStatusChangeRequest: GpioRequest;
  /** body of `function (body, pin)`: whether a status reply says the pin is on */
  parseGpioStatusFunction: string;
  switchPanelBackgroundColor: string;
  ledPanelBackgroundColor: string;
  [key: string]: unknown;
}

export const DEFAULT_GPIO_SETTINGS: GpioSettings = {
  gpioList: [],
  requestTimeout: 500,
  gpioStatusRequest: { method: 'getGpioStatus', paramsBody: '{}' },
  gpioStatusChangeRequest: {
    method: 'setGpioStatus',
    paramsBody: '{\n   "pin": "{$pin}",\n   "enabled": "{$enabled}"\n}',
  },
  parseGpioStatusFunction: 'return body[pin] === true;',
  switchPanelBackgroundColor: '#008a00',
  ledPanelBackgroundColor: '#008a00',
};

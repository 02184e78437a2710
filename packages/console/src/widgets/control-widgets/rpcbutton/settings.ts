/**
 * The settings of the RPC button, with the defaults the platform's settings form fills in. `persistentPollingInterval`
 * of saved configs is kept but not used: the dashboard's RPC service decides how it follows a persistent request.
 */
export interface RpcButtonSettings {
  /** text above the button; none when empty */
  title: string;
  buttonText: string;
  /** true: one-way (no reply awaited); false: two-way */
  oneWayElseTwoWay: boolean;
  /** print the failure of a request under the button */
  showError: boolean;
  methodName: string;
  /** the params as typed: sent as JSON when it parses, else as the text itself */
  methodParams: string;
  /** milliseconds */
  requestTimeout: number;
  requestPersistent: boolean;
  styleButton: {
    /** a filled (raised) button, else a text button */
    isRaised: boolean;
    /** the theme's primary colour; the custom colours apply only when false */
    isPrimary: boolean;
    bgColor: string | null;
    textColor: string | null;
  };
  [key: string]: unknown;
}

export const DEFAULT_RPC_BUTTON_SETTINGS: RpcButtonSettings = {
  title: '',
  buttonText: 'Send RPC',
  oneWayElseTwoWay: true,
  showError: false,
  methodName: 'rpcCommand',
  methodParams: '{}',
  requestTimeout: 5000,
  requestPersistent: false,
  styleButton: { isRaised: true, isPrimary: false, bgColor: null, textColor: null },
};

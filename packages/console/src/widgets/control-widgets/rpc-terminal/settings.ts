/**
 * The settings the RPC debug terminal honours, with the platform's fallbacks. Its catalogue default config also
 * carries the GPIO panel's settings (`gpioList`, `gpioStatusRequest`, …), which the terminal never read: they are kept
 * as saved and not used.
 */
export interface RpcTerminalSettings {
  /** milliseconds */
  requestTimeout: number;
  requestPersistent: boolean;
  [key: string]: unknown;
}

export const DEFAULT_RPC_TERMINAL_SETTINGS: RpcTerminalSettings = {
  requestTimeout: 500,
  requestPersistent: false,
};

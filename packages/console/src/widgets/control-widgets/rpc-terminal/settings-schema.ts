import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_RPC_TERMINAL_SETTINGS as D } from './settings';

/** The form of the terminal's settings: exactly the settings the terminal honours (see settings.ts). */
export const rpcTerminalSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'RPC terminal settings',
  properties: {
    requestTimeout: { title: 'RPC request timeout (ms)', type: 'number', minimum: 0, default: D.requestTimeout },
    requestPersistent: { title: 'RPC request persistent', type: 'boolean', default: D.requestPersistent },
  },
};

import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_GATEWAY_CONFIG_SETTINGS as D } from './settings';

/** The form of the gateway configuration widget's settings. */
export const gatewayConfigSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Gateway configuration settings',
  properties: {
    gatewayTitle: { title: 'Gateway form title', type: 'string', default: D.gatewayTitle },
    readOnly: { title: 'Read-only', type: 'boolean', default: D.readOnly },
  },
};

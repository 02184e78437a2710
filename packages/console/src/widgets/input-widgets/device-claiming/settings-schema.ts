import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_DEVICE_CLAIMING_SETTINGS as D } from './settings';

const text = (title: string, value: string) => ({ title, type: 'string', default: value }) as const;

/** The form of the device claiming widget's settings, the fields of the platform's settings form. */
export const deviceClaimingSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Device claiming settings',
  properties: {
    widgetTitle: text('Widget title', D.widgetTitle),
    labelClaimButon: text('Claim button label', D.labelClaimButon),
    deviceSecret: { title: 'Show secret key field', type: 'boolean', default: D.deviceSecret },
    showLabel: { title: 'Show label', type: 'boolean', default: D.showLabel },
    deviceLabel: text('Device name label', D.deviceLabel),
    requiredErrorDevice: text("'Device name required' error message", D.requiredErrorDevice),
    secretKeyLabel: text('Secret key label', D.secretKeyLabel),
    requiredErrorSecretKey: text("'Secret key required' error message", D.requiredErrorSecretKey),
    successfulClaimDevice: text("'Device claimed' message", D.successfulClaimDevice),
    deviceNotFound: text("'Device not found' message", D.deviceNotFound),
    failedClaimDevice: text("'Failed to claim device' message", D.failedClaimDevice),
  },
};

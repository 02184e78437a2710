import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_UPDATE_DEVICE_ATTRIBUTE_SETTINGS as D } from './settings';

/** The form of the button's settings: exactly the settings the button honours (see settings.ts). */
export const updateDeviceAttributeSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Update device attribute settings',
  properties: {
    title: { title: 'Title', type: 'string', default: D.title },
    buttonText: { title: 'Button label', type: 'string', default: D.buttonText },
    entityAttributeType: {
      title: 'Device attribute scope',
      type: 'string',
      default: D.entityAttributeType,
      oneOf: [
        { const: 'SERVER_SCOPE', title: 'Server attribute' },
        { const: 'SHARED_SCOPE', title: 'Shared attribute' },
      ],
    },
    entityParameters: { title: 'Device attribute parameters (JSON)', type: 'string', default: D.entityParameters },
    styleButton: {
      title: 'Button style',
      type: 'object',
      properties: {
        isRaised: { title: 'Raised', type: 'boolean', default: D.styleButton.isRaised },
        isPrimary: { title: 'Primary color', type: 'boolean', default: D.styleButton.isPrimary },
        bgColor: { title: 'Button background color', type: ['string', 'null'], default: null },
        textColor: { title: 'Button text color', type: ['string', 'null'], default: null },
      },
    },
  },
};

import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_RPC_BUTTON_SETTINGS as D } from './settings';

/** The form of the RPC button's settings: exactly the settings the button honours (see settings.ts). */
export const rpcButtonSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'RPC button settings',
  properties: {
    title: { title: 'Title', type: 'string', default: D.title },
    buttonText: { title: 'Button label', type: 'string', default: D.buttonText },
    oneWayElseTwoWay: { title: 'Is one way command', type: 'boolean', default: D.oneWayElseTwoWay },
    showError: { title: 'Show RPC command execution error', type: 'boolean', default: D.showError },
    methodName: { title: 'RPC method', type: 'string', default: D.methodName },
    methodParams: { title: 'RPC method params', type: 'string', default: D.methodParams },
    requestTimeout: { title: 'RPC request timeout (ms)', type: 'number', minimum: 0, default: D.requestTimeout },
    requestPersistent: { title: 'RPC request persistent', type: 'boolean', default: D.requestPersistent },
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

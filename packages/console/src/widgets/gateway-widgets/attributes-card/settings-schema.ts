import type { RJSFSchema } from '@rjsf/utils';

/** The form of the gateway events card's settings. */
export const gatewayEventsSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Gateway events settings',
  properties: {
    eventsReg: {
      title: 'Parts of the event key names to list',
      type: 'array',
      items: { type: 'string' },
      default: [],
    },
  },
};

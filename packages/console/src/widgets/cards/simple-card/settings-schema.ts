import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_SIMPLE_CARD_SETTINGS as D } from './settings';

/** The form of the simple card's settings. */
export const simpleCardSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Simple card settings',
  properties: {
    labelPosition: {
      title: 'Label position',
      type: 'string',
      oneOf: [
        { const: 'top', title: 'Top' },
        { const: 'left', title: 'Left' },
      ],
      default: D.labelPosition,
    },
  },
};

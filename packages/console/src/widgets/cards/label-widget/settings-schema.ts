import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_LABEL_FONT as F } from './settings';

/** The form of the label widget's settings: the image and its labels. */
export const labelWidgetSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Label widget settings',
  properties: {
    backgroundImageUrl: { title: 'Background image (URL or data URL)', type: 'string', default: '' },
    labels: {
      title: 'Labels',
      type: 'array',
      items: {
        type: 'object',
        title: 'Label',
        properties: {
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's pattern syntax, not a JavaScript template
          pattern: { title: 'Pattern, as Text ${keyName} units.', type: 'string', default: '' },
          x: { title: 'X (percentage relative to background)', type: 'number', default: 0 },
          y: { title: 'Y (percentage relative to background)', type: 'number', default: 0 },
          backgroundColor: { title: 'Background color', type: 'string', default: 'rgba(0,0,0,0)' },
          font: {
            title: 'Font',
            type: 'object',
            properties: {
              family: { title: 'Font family', type: 'string', default: F.family },
              size: { title: 'Relative font size (percents)', type: 'number', default: F.size },
              style: {
                title: 'Style',
                type: 'string',
                oneOf: [
                  { const: 'normal', title: 'Normal' },
                  { const: 'italic', title: 'Italic' },
                  { const: 'oblique', title: 'Oblique' },
                ],
                default: F.style,
              },
              weight: { title: 'Weight', type: 'string', default: F.weight },
              color: { title: 'Color', type: 'string', default: F.color },
            },
          },
        },
      },
      default: [],
    },
  },
};

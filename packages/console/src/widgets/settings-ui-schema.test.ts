import { describe, expect, it } from 'vitest';
import { settingsUiSchema } from './settings-ui-schema';

describe('the form hints of a settings schema', () => {
  it('edits code and markup in text areas, nested settings included', () => {
    expect(
      settingsUiSchema({
        type: 'object',
        properties: {
          title: { type: 'string' },
          cardHtml: { type: 'string', contentMediaType: 'text/html' },
          yaxis: {
            type: 'object',
            properties: { ticksFormatter: { type: 'string', contentMediaType: 'text/javascript' } },
          },
          grid: { type: 'object', properties: { color: { type: 'string' } } },
        },
      }),
    ).toEqual({
      cardHtml: { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } },
      yaxis: { ticksFormatter: { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } } },
    });
  });
});

import type { RJSFSchema } from '@rjsf/utils';
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

  it('puts the fields a choice adds right after that choice, in the items of a list too', () => {
    const threshold: RJSFSchema = {
      type: 'object',
      properties: { source: { type: 'string' }, color: { type: 'string' } },
      dependencies: {
        source: {
          oneOf: [
            { properties: { source: { const: 'value' }, value: { type: 'number' } } },
            {
              properties: { source: { const: 'attribute' }, alias: { type: 'string' }, attribute: { type: 'string' } },
            },
          ],
        },
      },
    };
    expect(
      settingsUiSchema({ type: 'object', properties: { thresholds: { type: 'array', items: threshold } } }),
    ).toEqual({ thresholds: { items: { 'ui:order': ['source', 'value', 'alias', 'attribute', 'color', '*'] } } });
  });

  it('gives no order to a schema without choices', () => {
    expect(settingsUiSchema({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } })).toEqual(
      {},
    );
  });
});

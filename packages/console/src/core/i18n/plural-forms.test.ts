import { describe, expect, it } from 'vitest';
import { completePluralForms } from './plural-forms';

describe('plural forms of a locale', () => {
  it('gives Czech counts of two to four the language’s own other form, not English', () => {
    const resources = completePluralForms(
      { device: { selected_one: '1 zařízení', selected_other: 'Vybráno zařízení: {{count}}' } },
      'cs_CZ',
    );
    expect(resources).toEqual({
      device: {
        selected_one: '1 zařízení',
        selected_few: 'Vybráno zařízení: {{count}}',
        selected_many: 'Vybráno zařízení: {{count}}',
        selected_other: 'Vybráno zařízení: {{count}}',
      },
    });
  });

  it('keeps forms a translator wrote and leaves English as it is', () => {
    const latvian = completePluralForms({ a_zero: 'nav', a_one: 'viens', a_other: '{{count}}' }, 'lv_LV');
    expect(latvian).toEqual({ a_zero: 'nav', a_one: 'viens', a_other: '{{count}}' });
    expect(completePluralForms({ a_one: 'one', a_other: 'many' }, 'en_US')).toEqual({ a_one: 'one', a_other: 'many' });
  });
});

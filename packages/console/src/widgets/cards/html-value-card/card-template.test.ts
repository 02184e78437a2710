import { describe, expect, it } from 'vitest';
import type { DataKey, Datasource } from '../../widget-config';
import { cardVariables, fillCardTemplate } from './card-template';

// Templates hold the platform's `${…}` variables as plain text, not template strings.
const v = (name: string) => `\${${name}}`;
const translate = (key: string) => ({ 'custom.waiting': 'Waiting' })[key] ?? key;

const key = (label: string): DataKey => ({ name: label, type: 'timeseries', label, color: '#000' });
const datasource: Datasource = { type: 'entity', dataKeys: [key('temperature'), key('state')] };
const entity = { id: { entityType: 'DEVICE' as const, id: 'd1' }, name: 'Thermostat T1', label: null };
const variables = cardVariables([
  {
    datasource,
    dataKey: key('temperature'),
    entity,
    data: [
      [1, '20'],
      [2, '21.456'],
    ],
  },
  { datasource, dataKey: key('state'), entity, data: [[2, 'ON']] },
]);

describe("the HTML value card's template", () => {
  it('prints numbers with 2 decimals or the decimals asked for, without units', () => {
    expect(
      fillCardTemplate(`<b>${v('temperature')}</b> ${v('temperature:0')} ${v('temperature:1')}`, variables, translate),
    ).toBe('<b>21.46</b> 21 21.5');
  });

  it('prints text as it is and finds a key by its index', () => {
    expect(fillCardTemplate(`${v('state')} ${v('#1')} ${v('#0:3')}`, variables, translate)).toBe('ON ON 21.456');
  });

  it("prints the entity's name and label, the name when it has no label", () => {
    expect(fillCardTemplate(`${v('entityName')} / ${v('entityLabel')}`, variables, translate)).toBe(
      'Thermostat T1 / Thermostat T1',
    );
  });

  it('prints nothing for a key without a value and keeps unknown variables', () => {
    const empty = cardVariables([{ datasource, dataKey: key('temperature'), data: [] }]);
    expect(fillCardTemplate(`[${v('temperature:0')}] ${v('humidity')}`, empty, translate)).toBe(`[] ${v('humidity')}`);
  });

  it('replaces message keys after the values', () => {
    expect(fillCardTemplate(`${v('#0:0')} {i18n:custom.waiting}`, variables, translate)).toBe('21 Waiting');
  });
});

import { describe, expect, it } from 'vitest';
import { fillEntityPattern } from './entity-pattern';

// Patterns hold the platform's `${…}` variables as plain text, not template strings.
const v = (name: string) => `\${${name}}`;

describe('entity patterns', () => {
  const entity = { id: { entityType: 'DEVICE' as const, id: 'd1' }, name: 'Thermostat T1', label: 'Kitchen' };

  it("fills the entity's name and label, preferring the resolved entity", () => {
    expect(
      fillEntityPattern(`${v('entityName')} (${v('entityLabel')})`, { type: 'entity', dataKeys: [] }, entity),
    ).toBe('Thermostat T1 (Kitchen)');
    expect(fillEntityPattern(v('deviceName'), { type: 'entity', dataKeys: [], entityName: 'Old' }, entity)).toBe(
      'Thermostat T1',
    );
  });

  it('falls back to the name for the label, and leaves unknown variables as written', () => {
    const unlabelled = { ...entity, label: null };
    expect(fillEntityPattern(`${v('entityLabel')} ${v('unknown')}`, undefined, unlabelled)).toBe(
      `Thermostat T1 ${v('unknown')}`,
    );
    const datasource = { type: 'entity' as const, dataKeys: [], aliasName: 'A', name: 'ds' };
    expect(fillEntityPattern(`${v('aliasName')}/${v('dsName')}`, datasource)).toBe('A/ds');
  });
});

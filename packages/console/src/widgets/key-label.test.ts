import { describe, expect, it } from 'vitest';
import { keyLabel } from './key-label';

// Labels hold the platform's `${…}` variables as plain text, not template strings.
const variable = (name: string) => `\${${name}}`;

describe('keyLabel', () => {
  const datasource = { type: 'entity' as const, entityName: 'Thermostat T1', dataKeys: [] };

  it('fills in the variables of the datasource entity', () => {
    const label = `${variable('entityName')} temperature`;
    const key = { name: 'temperature', type: 'timeseries' as const, label, color: '#f00' };
    expect(keyLabel(key, datasource)).toBe('Thermostat T1 temperature');
  });

  it('falls back to the key name and keeps unknown variables', () => {
    expect(keyLabel({ name: 'humidity', type: 'timeseries', label: '', color: '#0f0' }, datasource)).toBe('humidity');
    const unknown = variable('unknown');
    expect(keyLabel({ name: 'h', type: 'timeseries', label: unknown, color: '#0f0' }, datasource)).toBe(unknown);
  });
});

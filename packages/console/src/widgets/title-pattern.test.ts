import { describe, expect, it } from 'vitest';
import { titleFromPattern } from './title-pattern';

// Titles hold the platform's `${…}` variables as plain text, not template strings.
const variable = (name: string) => `\${${name}}`;
const translate = (key: string) => ({ 'custom.devices': 'Devices' })[key] ?? key;

describe('a title defined in widget settings', () => {
  it("fills in the datasource entity's variables and message keys", () => {
    const datasource = { type: 'entity' as const, dataKeys: [], entityName: 'Gateway 1', entityLabel: 'Hall' };
    expect(titleFromPattern(`${variable('entityName')} ({i18n:custom.devices})`, datasource, translate)).toBe(
      'Gateway 1 (Devices)',
    );
    expect(titleFromPattern(variable('entityLabel'), datasource, translate)).toBe('Hall');
  });

  it('keeps a pattern without a datasource as written', () => {
    const pattern = `List of ${variable('entityName')}`;
    expect(titleFromPattern(pattern, undefined, translate)).toBe(pattern);
  });
});

import { describe, expect, it } from 'vitest';
import { fromAttributeExport, toAttributeExport } from './attribute-files.js';

describe('attribute files', () => {
  it('writes the one typed field of each value and reads it back', () => {
    const entries = [
      { key: 'on', lastUpdateTs: 1, value: { type: 'BOOLEAN', value: false } },
      { key: 'count', lastUpdateTs: 2, value: { type: 'LONG', value: 7 } },
      { key: 'ratio', lastUpdateTs: 3, value: { type: 'DOUBLE', value: 0.5 } },
      { key: 'name', lastUpdateTs: 4, value: { type: 'STRING', value: '' } },
      { key: 'shape', lastUpdateTs: 5, value: { type: 'JSON', value: '{"a":1}' } },
    ] as const;
    expect(toAttributeExport(entries[1])).toEqual({ key: 'count', lastUpdateTs: 2, longValue: 7 });
    for (const entry of entries) expect(fromAttributeExport(toAttributeExport(entry))).toEqual(entry);
  });

  it('skips an entry of the platform with every value null', () => {
    const data = { key: 'k', lastUpdateTs: 1, booleanValue: null, strValue: null, longValue: null };
    expect(fromAttributeExport(data)).toBeNull();
    expect(fromAttributeExport({ ...data, strValue: 'v' })).toEqual({
      key: 'k',
      lastUpdateTs: 1,
      value: { type: 'STRING', value: 'v' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.js';

describe('parseQueryString', () => {
  it('joins a repeated parameter with commas, as Spring does for a String parameter', () => {
    expect(parseQueryString('sortProperty=name&sortProperty=type&page=0')).toEqual({
      sortProperty: 'name,type',
      page: '0',
    });
  });

  it('decodes escapes and plus signs, and keeps an empty value', () => {
    expect(parseQueryString('textSearch=50%25+off&sortOrder=')).toEqual({ textSearch: '50% off', sortOrder: '' });
  });

  it('keeps odd names as plain own properties', () => {
    const query = parseQueryString('__proto__=x&constructor=y');
    expect(Object.keys(query).sort()).toEqual(['__proto__', 'constructor']);
    expect(query.constructor).toBe('y');
  });
});

import { describe, expect, it } from 'vitest';
import { readAllPages } from '../core/queries/all-pages';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['Title', 'City'],
        [
          ['Acme, Inc.', 'Say "hi"'],
          ['Two\nlines', null],
        ],
      ),
    ).toBe('Title,City\r\n"Acme, Inc.","Say ""hi"""\r\n"Two\nlines",');
  });

  it('defuses text cells a spreadsheet would run as formulas, but not numbers', () => {
    expect(toCsv(['Title', 'Size'], [['=1+1', -5]])).toBe(`Title,Size\r\n"'=1+1",-5`);
    expect(toCsv(['Title'], [['@SUM(A1)'], ['+1'], ['-2']])).toBe(`Title\r\n"'@SUM(A1)"\r\n"'+1"\r\n"'-2"`);
  });

  it('writes booleans and empty cells as a spreadsheet reads them', () => {
    expect(toCsv(['Public', 'Label'], [[true, undefined]])).toBe('Public,Label\r\ntrue,');
  });

  it('reads every page of the current query', async () => {
    const pages = [
      { data: [1, 2], totalPages: 2, totalElements: 3, hasNext: true },
      { data: [3], totalPages: 2, totalElements: 3, hasNext: false },
    ];
    const seen: number[] = [];
    const all = await readAllPages(
      async (link) => {
        seen.push(link.page);
        return pages[link.page] ?? pages[1];
      },
      { page: 4, pageSize: 10, textSearch: 'a' },
    );
    expect(all).toEqual([1, 2, 3]);
    expect(seen).toEqual([0, 1]);
  });
});

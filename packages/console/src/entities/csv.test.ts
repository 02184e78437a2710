import { describe, expect, it } from 'vitest';
import { fetchAll, toCsv } from './csv';

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

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['Title'], [['=1+1']])).toBe("Title\r\n'=1+1");
  });

  it('reads every page of the current query', async () => {
    const pages = [
      { data: [1, 2], totalPages: 2, totalElements: 3, hasNext: true },
      { data: [3], totalPages: 2, totalElements: 3, hasNext: false },
    ];
    const seen: number[] = [];
    const all = await fetchAll(
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

import { describe, expect, it } from 'vitest';
import { columnTypesFor, guessColumns, importRequest, mappingErrors, previewCsv } from './import-mapping';

const CSV = 'name;type;temperature\nPump 1;pump;21\nPump 2;pump;22\n';

describe('CSV import mapping', () => {
  it('previews the header and the first lines with the chosen delimiter', () => {
    expect(previewCsv(CSV, ';', true)).toEqual({
      titles: ['name', 'type', 'temperature'],
      rows: [
        ['Pump 1', 'pump', '21'],
        ['Pump 2', 'pump', '22'],
      ],
      columnCount: 3,
    });
    expect(previewCsv(CSV, ';', false).rows).toHaveLength(3);
    expect(previewCsv(CSV, ',', true).columnCount).toBe(1);
  });

  it('guesses fields from the titles and keys the rest as server attributes', () => {
    expect(guessColumns(previewCsv(CSV, ';', true), 'ASSET')).toEqual([
      { type: 'NAME' },
      { type: 'TYPE' },
      { type: 'SERVER_ATTRIBUTE', key: 'temperature' },
    ]);
    expect(guessColumns(previewCsv('a,b\n1,2', ',', false), 'DEVICE')).toEqual([
      { type: 'NAME' },
      { type: 'SERVER_ATTRIBUTE', key: 'column2' },
    ]);
  });

  it('offers credentials for devices and keys for edges only', () => {
    expect(columnTypesFor('DEVICE')).toContain('ACCESS_TOKEN');
    expect(columnTypesFor('ASSET')).not.toContain('IS_GATEWAY');
    expect(columnTypesFor('EDGE')).toEqual(expect.arrayContaining(['ROUTING_KEY', 'SECRET']));
  });

  it('needs one name column, no repeated field and a key for every attribute', () => {
    expect(mappingErrors([{ type: 'NAME' }, { type: 'SERVER_ATTRIBUTE', key: 'a' }])).toEqual([]);
    expect(mappingErrors([{ type: 'TYPE' }])).toEqual(['import.name-column-required']);
    expect(mappingErrors([{ type: 'NAME' }, { type: 'NAME' }])).toEqual(['import.column-type-repeated']);
    expect(mappingErrors([{ type: 'NAME' }, { type: 'SHARED_ATTRIBUTE', key: ' ' }])).toEqual([
      'import.column-key-required',
    ]);
    expect(
      mappingErrors([{ type: 'NAME' }, { type: 'SHARED_ATTRIBUTE', key: 'a' }, { type: 'SHARED_ATTRIBUTE', key: 'a' }]),
    ).toEqual(['import.column-key-repeated']);
  });

  it('builds the bulk import request', () => {
    expect(
      importRequest(
        CSV,
        [
          { type: 'NAME', key: 'ignored' },
          { type: 'SHARED_ATTRIBUTE', key: ' t ' },
        ],
        {
          delimiter: ';',
          header: true,
          update: false,
        },
      ),
    ).toEqual({
      file: CSV,
      mapping: {
        columns: [{ type: 'NAME' }, { type: 'SHARED_ATTRIBUTE', key: 't' }],
        delimiter: ';',
        header: true,
        update: false,
      },
    });
  });
});

import type { BulkImportRequest } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { addChunkResult, chunkRequest, EMPTY_RESULT, splitImport } from './import-chunks';

describe('splitImport', () => {
  it('cuts a file into slices of whole lines that put the file back together, the header in the first only', () => {
    const text = ['name,type', 'a,t', 'b,t', 'c,t', 'd,t', 'e,t'].join('\n');
    const chunks = splitImport(text, ',', true, 2);
    expect(chunks.map((chunk) => chunk.file).join('')).toBe(text);
    expect(chunks.map(({ header, lineOffset, records }) => ({ header, lineOffset, records }))).toEqual([
      { header: true, lineOffset: 0, records: 1 },
      { header: false, lineOffset: 2, records: 2 },
      { header: false, lineOffset: 4, records: 2 },
    ]);
  });

  it('keeps a quoted value that spans lines, with doubled quotes, in one slice', () => {
    const text = 'a,"line one\nline ""two""\nline three"\nb,x\nc,y';
    const chunks = splitImport(text, ',', false, 1);
    expect(chunks.map((chunk) => chunk.file)).toEqual(['a,"line one\nline ""two""\nline three"\n', 'b,x\n', 'c,y']);
    expect(chunks.map((chunk) => chunk.lineOffset)).toEqual([0, 3, 4]);
  });

  it('reads a quote inside an unquoted value as a character, and skips blank lines', () => {
    const text = 'a;5" pipe\n\n  \nb;x\n';
    const chunks = splitImport(text, ';', false, 1);
    expect(chunks.map((chunk) => [chunk.file, chunk.records])).toEqual([
      ['a;5" pipe\n', 1],
      ['\n  \nb;x\n', 1],
    ]);
  });

  it('makes one slice of a small file', () => {
    expect(splitImport('name\na\r\nb\r\n', ',', true)).toEqual([
      { file: 'name\na\r\nb\r\n', header: true, lineOffset: 0, records: 2 },
    ]);
  });
});

describe('chunkRequest and addChunkResult', () => {
  const request: BulkImportRequest = {
    file: 'whole',
    mapping: { columns: [{ type: 'NAME' }], delimiter: ',', update: true, header: true },
  };

  it("sends a slice with the user's mapping and the slice's own header flag", () => {
    const chunk = { file: 'b\n', header: false, lineOffset: 7, records: 1 };
    expect(chunkRequest(request, chunk)).toEqual({ file: 'b\n', mapping: { ...request.mapping, header: false } });
  });

  it("sums the results, numbering each failed line by the user's file", () => {
    const first = addChunkResult(
      EMPTY_RESULT,
      { created: 2, updated: 1, errors: 1, errorsList: ['Line: 3; Error: Device name should be specified!'] },
      { file: '', header: true, lineOffset: 0, records: 4 },
    );
    const sum = addChunkResult(
      first,
      { created: 3, updated: 0, errors: 1, errorsList: ['Line: 2; Error: Line: 9 in a message'] },
      { file: '', header: false, lineOffset: 1000, records: 4 },
    );
    expect(sum).toEqual({
      created: 5,
      updated: 1,
      errors: 2,
      errorsList: ['Line: 3; Error: Device name should be specified!', 'Line: 1002; Error: Line: 9 in a message'],
    });
  });
});

import type { BulkImportRequest, BulkImportResult } from '@fleetdeck/model';

/** Lines per request: one request of the import answers in well under a second, so the progress moves steadily. */
export const LINES_PER_REQUEST = 1000;

/** A slice of the user's file, sent as an import of its own. */
export interface ImportChunk {
  /** the slice's text, exactly as in the file */
  file: string;
  /** whether the slice begins with the file's header line */
  header: boolean;
  /** the file's lines before the slice, added to the line numbers the server reports for it */
  lineOffset: number;
  /** the records (CSV lines) the slice holds to import, the header not counted */
  records: number;
}

/**
 * Cuts the file into slices of whole records, each an exact piece of the text, so the server reads every record as it
 * would have read it in the whole file. A value in double quotes (opening a field) may span lines, and a doubled
 * quote inside it is a quote, as the server's CSV reader takes them; a quote elsewhere is an ordinary character.
 * Lines are counted at every line feed, as the server counts them, so its line numbers plus the slice's offset are
 * the lines of the user's file.
 */
export function splitImport(
  text: string,
  delimiter: string,
  header: boolean,
  linesPerChunk = LINES_PER_REQUEST,
): ImportChunk[] {
  const chunks: ImportChunk[] = [];
  let start = 0;
  let startLine = 0;
  let line = 0;
  let records = 0;
  // the record being read holds more than white space (blank lines are skipped, by the server too)
  let content = false;
  let fieldStart = true;
  let quoted = false;
  const cut = (end: number) => {
    const file = text.slice(start, end);
    const first = header && chunks.length === 0;
    if (records > 0)
      chunks.push({ file, header: first, lineOffset: startLine, records: first ? records - 1 : records });
    start = end;
    startLine = line;
    records = 0;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '\n') line++;
      if (char !== '"') continue;
      if (text[i + 1] === '"') i++;
      else quoted = false;
      continue;
    }
    if (char === '\n') {
      line++;
      if (content) records++;
      content = false;
      fieldStart = true;
      if (records >= linesPerChunk) cut(i + 1);
      continue;
    }
    if (char.trim() !== '') content = true;
    if (char === '"' && fieldStart) quoted = true;
    fieldStart = char === delimiter;
  }
  if (content || quoted) records++;
  cut(text.length);
  return chunks;
}

/** The request of one slice: the user's mapping, with the header only where the slice has it. */
export function chunkRequest(request: BulkImportRequest, chunk: ImportChunk): BulkImportRequest {
  return { file: chunk.file, mapping: { ...request.mapping, header: chunk.header } };
}

/** Adds a slice's result to the sum, its line numbers moved to the lines of the user's file. */
export function addChunkResult(sum: BulkImportResult, result: BulkImportResult, chunk: ImportChunk): BulkImportResult {
  return {
    created: sum.created + result.created,
    updated: sum.updated + result.updated,
    errors: sum.errors + result.errors,
    errorsList: [
      ...sum.errorsList,
      ...result.errorsList.map((entry) =>
        entry.replace(/^Line: (\d+);/, (_match, n: string) => `Line: ${Number(n) + chunk.lineOffset};`),
      ),
    ],
  };
}

export const EMPTY_RESULT: BulkImportResult = { created: 0, updated: 0, errors: 0, errorsList: [] };

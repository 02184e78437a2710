import Papa from 'papaparse';
import { saveBlob } from '../components/media/save-blob';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * A CSV file of a header and rows: comma separated, CRLF line ends, quoted where needed. A text cell that starts with
 * = + - @ or a tab is prefixed with an apostrophe, so a spreadsheet shows it rather than running it as a formula.
 */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return Papa.unparse(
    { fields: header, data: rows.map((row) => row.map((value) => value ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

export function downloadText(fileName: string, text: string, type: string): void {
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  saveBlob(new Blob(['\uFEFF', text], { type }), fileName);
}

import type { PageData, PageLink } from '@fleetdeck/model';

type CsvValue = string | number | boolean | null | undefined;

function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // Quote cells with separators, quotes or line breaks; a leading = + - @ is escaped so spreadsheets do not run it.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Every entity of the current query (search and sort), read page by page. */
export async function fetchAll<T>(fetchPage: (link: PageLink) => Promise<PageData<T>>, link: PageLink): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; ; page++) {
    const data = await fetchPage({ ...link, page, pageSize: 100 });
    all.push(...data.data);
    if (!data.hasNext) return all;
  }
}

export function downloadText(fileName: string, text: string, type: string): void {
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

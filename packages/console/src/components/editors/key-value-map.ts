export interface KeyValueRow {
  key: string;
  value: string;
}

/** The form error key of an incomplete map. */
export const KEY_VALUES_ERROR = 'keyVals';

export function rowsFromMap(map: Record<string, string> | null | undefined): KeyValueRow[] {
  return Object.entries(map ?? {}).map(([key, value]) => ({ key, value: String(value) }));
}

export function mapFromRows(rows: readonly KeyValueRow[]): Record<string, string> {
  return Object.fromEntries(
    rows.filter((row) => row.key.trim() && row.value).map((row) => [row.key.trim(), row.value]),
  );
}

/** Every row needs a non-empty key and value; otherwise the map carries the keyVals error. */
export function keyValueRowsError(rows: readonly KeyValueRow[]): typeof KEY_VALUES_ERROR | null {
  return rows.every((row) => row.key.trim() !== '' && row.value !== '') ? null : KEY_VALUES_ERROR;
}

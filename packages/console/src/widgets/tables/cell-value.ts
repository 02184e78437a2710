/**
 * A table cell's value as the platform's tables print it: a numeric value (a number, or a string that reads as one)
 * with exactly the given decimals, zeros kept, then the units after a space; anything else as it is; nothing for a
 * missing value. Values arrive from the server as strings, so "21.5" is formatted like 21.5.
 */
export function formatCellValue(value: unknown, decimals: number | undefined, units: string | undefined): string {
  if (value === null || value === undefined) return '';
  const numeric =
    typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)));
  if (!numeric) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  const number = Number(value);
  const text = decimals === undefined ? String(number) : number.toFixed(decimals);
  return units ? `${text} ${units}` : text;
}

/** The decimals and units of a key's values: the key's own, else the widget's, else 2 decimals and no units. */
export function keyFormat(
  key: { decimals?: number | null; units?: string | null },
  widget: { decimals?: number | null; units?: string | null },
): { decimals: number; units: string | undefined } {
  return {
    decimals: key.decimals ?? widget.decimals ?? 2,
    units: (key.units ?? widget.units) || undefined,
  };
}

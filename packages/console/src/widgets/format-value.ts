/**
 * A value as widgets print it: numbers with the given decimals and without trailing zeros, then the units after a
 * space; anything else as it is. Widgets take decimals and units from the data key, else from the widget's config,
 * and 2 decimals when neither says.
 */
export function formatValue(value: unknown, decimals: number | undefined, units: string | undefined): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number' && Number.isFinite(value)) {
    text = value.toFixed(decimals ?? 2);
    if (text.includes('.')) text = text.replace(/\.?0+$/, '');
  } else {
    text = String(value);
  }
  return units ? `${text} ${units}` : text;
}

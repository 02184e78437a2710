/** A chart value: numbers as they are, booleans as 1 and 0; anything else cannot be drawn. */
export function chartValue(value: unknown): number | null {
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  if (value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

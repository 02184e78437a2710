/**
 * Rounds to `places` decimal places, halves away from zero, on the value's shortest decimal text (as Java's
 * BigDecimal.valueOf(double).setScale(places, HALF_UP) does), so 1.005 rounds to 1.01 where binary arithmetic
 * would give 1.
 */
export function roundHalfUp(value: number, places: number): number {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e') || places < 0) return Number(value.toFixed(Math.max(places, 0)));
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return value;
  const digits = `${whole}${fraction.slice(0, places)}`;
  let rounded = BigInt(digits);
  if (Number(fraction[places]) >= 5) rounded += 1n;
  const scaled = rounded.toString().padStart(places + 1, '0');
  const result = Number(places === 0 ? scaled : `${scaled.slice(0, -places)}.${scaled.slice(-places)}`);
  return value < 0 ? -result : result;
}

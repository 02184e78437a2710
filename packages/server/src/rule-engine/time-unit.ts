/** Milliseconds in one of each java.util.concurrent.TimeUnit a node configuration may name. */
const UNIT_MS: Record<string, number> = {
  NANOSECONDS: 1e-6,
  MICROSECONDS: 1e-3,
  MILLISECONDS: 1,
  SECONDS: 1000,
  MINUTES: 60_000,
  HOURS: 3_600_000,
  DAYS: 86_400_000,
};

/** Milliseconds in one of the unit, or undefined for a name that is no TimeUnit. */
export const millisPerUnit = (unit: unknown): number | undefined =>
  typeof unit === 'string' && Object.hasOwn(UNIT_MS, unit) ? UNIT_MS[unit] : undefined;

/**
 * An amount of a time unit in whole milliseconds, as TimeUnit.toMillis truncates; an unknown unit throws the text
 * the platform's TimeUnit.valueOf throws.
 */
export function toMillis(unit: unknown, amount: unknown): number {
  const perUnit = millisPerUnit(unit);
  if (perUnit === undefined) throw new Error(`No enum constant java.util.concurrent.TimeUnit.${String(unit)}`);
  const count = typeof amount === 'number' && Number.isFinite(amount) ? Math.trunc(amount) : 0;
  return Math.trunc(count * perUnit);
}

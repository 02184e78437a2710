import type { DashboardVersion } from '@fleetdeck/model';

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** Pretty-printed JSON with every object's keys in sorted order, so that two versions differ only where they do. */
export function stableJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value), null, 2);
}

/** The dashboard as a version saved it: the fields a restore brings back. */
export function versionDocument(version: DashboardVersion): string {
  const { title, image, mobileHide, mobileOrder, configuration } = version;
  return stableJson({ title, image, mobileHide, mobileOrder, configuration });
}

/** The two versions to compare, the older on the left; null unless exactly two are chosen. */
export function comparedPair<V extends { version: number }>(chosen: readonly V[]): [V, V] | null {
  if (chosen.length !== 2) return null;
  const [first, second] = chosen as [V, V];
  return first.version < second.version ? [first, second] : [second, first];
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The five demo dashboards the 3.4.1 platform installs, as the repository's fixtures keep them. */
export const FIXTURE_DASHBOARDS = [
  'firmware',
  'gateways',
  'rule_engine_statistics',
  'software',
  'thermostats',
] as const;
export type FixtureDashboard = (typeof FIXTURE_DASHBOARDS)[number];

const FIXTURES_DIR = join(import.meta.dirname, '../../../../../fixtures/tb-3.4.1/dashboards');

/** A fixture dashboard as exported, parsed afresh on every call so tests cannot share mutations. */
export function loadFixtureDashboard(name: FixtureDashboard): Record<string, unknown> {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, `${name}.json`), 'utf8'));
}

import type { AlarmRule } from '@fleetdeck/model';
import { type SnapshotKeyType, snapshotKey } from './keys.js';
import type { DataSnapshot } from './snapshot.js';
import { textOf } from './values.js';

/**
 * An alarm's details from the rule that raised or cleared it: `{"data": …, "dashboardId": …}` with the rule's
 * details text, where `${key}` becomes the snapshot's value of that key for each key the rule's own filters test
 * (other placeholders stay as written). A rule with neither text nor dashboard keeps the previous details, or `{}`
 * for a new alarm.
 */
export function alarmDetails(rule: AlarmRule, snapshot: DataSnapshot, previous: unknown): unknown {
  const template = rule.alarmDetails;
  const dashboardId = rule.dashboardId?.id;
  if (!template && !dashboardId) return previous ?? {};
  const details: Record<string, string> = {};
  if (template) {
    let text = template;
    for (const filter of rule.condition?.condition ?? []) {
      if (filter.key.type === 'CONSTANT') continue;
      const value = snapshot.values.get(snapshotKey(filter.key.type as SnapshotKeyType, filter.key.key));
      if (value !== undefined) text = text.split(`\${${filter.key.key}}`).join(textOf(value));
    }
    details.data = text;
  }
  if (dashboardId) details.dashboardId = dashboardId;
  return details;
}

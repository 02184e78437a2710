import type {
  AlarmConditionFilter,
  AlarmConditionSpec,
  AlarmSchedule,
  DayOfWeek,
  DynamicValue,
  EntityKeyValueType,
  KeyFilterPredicate,
} from '@fleetdeck/model';
import { DAYS_OF_WEEK, MS_PER_MINUTE } from './alarm-rule-defaults';

/** i18next's t, narrowed to what the summaries need, so they stay plain functions. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

const DAY_KEYS: Record<DayOfWeek, string> = {
  1: 'monday',
  2: 'tuesday',
  3: 'wednesday',
  4: 'thursday',
  5: 'friday',
  6: 'saturday',
  7: 'sunday',
};

export function dayLabelKey(day: DayOfWeek): string {
  return `device-profile.schedule-day.${DAY_KEYS[day]}`;
}

/** The message key of an operation of any predicate type (filter.operation.greater-or-equal, …). */
export function operationLabelKey(operation: string): string {
  return `filter.operation.${operation.toLowerCase().replaceAll('_', '-')}`;
}

/** The message key of any upper-case enum value under a section (filter.key-type.time-series, …). */
export function enumLabelKey(section: string, value: string): string {
  return `${section}.${value.toLowerCase().replaceAll('_', '-')}`;
}

/** "08:30" from milliseconds since midnight. */
export function timeOfDay(ms: number): string {
  const minutes = Math.floor(ms / MS_PER_MINUTE);
  const hours = Math.floor(minutes / 60) % 24;
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Milliseconds since midnight from "08:30"; null when the text is no time of day. */
export function parseTimeOfDay(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return (hours * 60 + minutes) * MS_PER_MINUTE;
}

function dynamicText(dynamicValue: DynamicValue, t: Translate): string {
  const source = t(enumLabelKey('filter.dynamic-source', dynamicValue.sourceType ?? ''));
  return `${source}.${dynamicValue.sourceAttribute ?? ''}`;
}

function valueText(value: unknown, valueType: EntityKeyValueType): string {
  if (valueType === 'STRING') return `'${String(value ?? '')}'`;
  if (valueType === 'DATE_TIME' && typeof value === 'number') return new Date(value).toISOString();
  return String(value);
}

/** One predicate as a readable sentence part: "greater than 25", "(equal 'on' or starts with 'o')". */
export function predicateText(predicate: KeyFilterPredicate, valueType: EntityKeyValueType, t: Translate): string {
  if (predicate.type === 'COMPLEX') {
    const joiner = ` ${t(operationLabelKey(predicate.operation))} `;
    return `(${predicate.predicates.map((nested) => predicateText(nested, valueType, t)).join(joiner)})`;
  }
  const operation = t(operationLabelKey(predicate.operation));
  const dynamic = predicate.value.dynamicValue;
  const value = dynamic?.sourceType
    ? dynamicText(dynamic, t)
    : valueText(predicate.value.defaultValue, predicate.type === 'STRING' ? 'STRING' : valueType);
  const ignoreCase = predicate.type === 'STRING' && predicate.ignoreCase ? ` (${t('filter.ignore-case')})` : '';
  return `${operation} ${value}${ignoreCase}`;
}

export function filterKeyText(filter: Pick<AlarmConditionFilter, 'key' | 'value' | 'valueType'>): string {
  return filter.key.type === 'CONSTANT' ? valueText(filter.value, filter.valueType) : filter.key.key;
}

/** A whole condition: every filter must hold, so they join with "and". */
export function conditionText(filters: readonly AlarmConditionFilter[], t: Translate): string {
  const joiner = ` ${t('filter.operation.and')} `;
  return filters
    .map((filter) => `${filterKeyText(filter)} ${predicateText(filter.predicate, filter.valueType, t)}`)
    .join(joiner);
}

/** "During 5 minutes", "Repeats 3 times", or nothing for a simple condition. */
export function specText(spec: AlarmConditionSpec, t: Translate): string {
  if (spec.type === 'SIMPLE') return '';
  const dynamic = spec.predicate.dynamicValue?.sourceType ? spec.predicate.dynamicValue : null;
  if (spec.type === 'DURATION') {
    const amount = dynamic ? dynamicText(dynamic, t) : String(spec.predicate.defaultValue);
    const unit = t(enumLabelKey('device-profile.time-unit', spec.unit));
    return t('device-profile.condition-during', { during: `${amount} ${unit}` });
  }
  if (dynamic) return t('device-profile.condition-repeat-dynamic', { value: dynamicText(dynamic, t) });
  return t('device-profile.condition-repeat-times', { count: spec.predicate.defaultValue });
}

/** The schedule in one line: "Active all the time", "Monday, Friday 08:00 – 17:00", … */
export function scheduleText(schedule: AlarmSchedule | null, t: Translate): string {
  if (!schedule || schedule.type === 'ANY_TIME') return t('device-profile.schedule-any-time');
  if (schedule.type === 'SPECIFIC_TIME') {
    const days = DAYS_OF_WEEK.filter((day) => schedule.daysOfWeek.includes(day))
      .map((day) => t(dayLabelKey(day)))
      .join(', ');
    return `${days} ${timeOfDay(schedule.startsOn)} – ${timeOfDay(schedule.endsOn)} (${schedule.timezone})`;
  }
  const days = schedule.items
    .filter((item) => item.enabled)
    .map((item) => `${t(dayLabelKey(item.dayOfWeek))} ${timeOfDay(item.startsOn)} – ${timeOfDay(item.endsOn)}`)
    .join('; ');
  return `${t('device-profile.schedule-custom')}: ${days} (${schedule.timezone})`;
}

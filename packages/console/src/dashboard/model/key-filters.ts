import type { DashboardFilter, KeyFilter, KeyFilterPredicate, KeyFilterPredicateInfo } from '@fleetdeck/model';

function toPredicate(info: KeyFilterPredicateInfo): KeyFilterPredicate {
  const predicate = info.keyFilterPredicate;
  if (predicate.type !== 'COMPLEX') return predicate;
  return { type: 'COMPLEX', operation: predicate.operation, predicates: predicate.predicates.map(toPredicate) };
}

/** A dashboard filter as the entity query takes it: one key filter per predicate, all of them ANDed. */
export function toKeyFilters(filter: DashboardFilter | undefined): KeyFilter[] {
  if (!filter) return [];
  return filter.keyFilters.flatMap((keyFilter) =>
    keyFilter.predicates.map((info) => ({
      key: keyFilter.key,
      valueType: keyFilter.valueType,
      predicate: toPredicate(info),
    })),
  );
}

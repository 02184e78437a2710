import type { EntityId } from '@fleetdeck/model';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import type { DataKeyType } from '../../../widgets/widget-config';

/** The entity fields and alarm fields the platform's key picker offers. */
const ENTITY_FIELDS = ['name', 'label', 'type', 'createdTime', 'additionalInfo', 'email', 'title', 'phone'];
const ALARM_FIELDS = ['createdTime', 'originator', 'type', 'severity', 'status', 'assignee'];
const NONE: string[] = [];

/**
 * The key names to offer for an alias, by key type: the time-series and attribute keys of the entity it resolves
 * to (when it names one entity; a query alias's keys are typed), and the fixed entity and alarm fields.
 */
export function useKeySuggestions(entity: EntityId | null): (type: DataKeyType) => readonly string[] {
  const timeseries = useQuery({
    queryKey: ['telemetry', entity?.entityType, entity?.id, 'timeseries-keys'],
    queryFn: () => (entity ? api.telemetry.timeseriesKeys(entity) : NONE),
    enabled: entity !== null,
  });
  const attributes = useQuery({
    queryKey: ['telemetry', entity?.entityType, entity?.id, 'attribute-keys'],
    queryFn: () => (entity ? api.telemetry.attributeKeys(entity) : NONE),
    enabled: entity !== null,
  });
  return (type) => {
    if (type === 'timeseries') return timeseries.data ?? NONE;
    if (type === 'attribute') return attributes.data ?? NONE;
    if (type === 'entityField') return ENTITY_FIELDS;
    if (type === 'alarm') return ALARM_FIELDS;
    return NONE;
  };
}

import type { AttributeScope } from '@fleetdeck/model';
import type { DetailsTab, EntityRecord } from '../../entities/entity-config';
import { AttributesTab } from './AttributesTab';
import { LatestTelemetryTab } from './LatestTelemetryTab';

/**
 * The Attributes details tab of any entity. Devices start on the given scope (the platform opens client attributes),
 * other entities have only server attributes.
 */
export function attributesTab<T extends EntityRecord>(options: { defaultScope?: AttributeScope } = {}): DetailsTab<T> {
  return {
    id: 'attributes',
    label: 'attribute.attributes',
    render: (entity) => <AttributesTab key={entity.id.id} entityId={entity.id} defaultScope={options.defaultScope} />,
  };
}

/** The Latest telemetry details tab of any entity; the name titles its chart. */
export function latestTelemetryTab<T extends EntityRecord>(entityName: (entity: T) => string): DetailsTab<T> {
  return {
    id: 'telemetry',
    label: 'attribute.latest-telemetry',
    render: (entity) => <LatestTelemetryTab key={entity.id.id} entityId={entity.id} entityName={entityName(entity)} />,
  };
}

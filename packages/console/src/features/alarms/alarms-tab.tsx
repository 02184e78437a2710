import type { DetailsTab, EntityRecord } from '../../entities/entity-config';
import { AlarmsTab } from './AlarmsTab';

/** The Alarms tab for an entity config's detailsTabs. */
export function alarmsDetailsTab<T extends EntityRecord>(): DetailsTab<T> {
  return {
    id: 'alarms',
    label: 'widgets.alarms.title',
    render: (entity) => <AlarmsTab entityId={entity.id} />,
  };
}

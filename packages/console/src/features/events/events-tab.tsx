import type { DetailsTab, EntityRecord } from '../../entities/entity-config';
import { EventsTable } from './EventsTable';

/** The Events tab for an entity config's detailsTabs: the entity's lifecycle, error and statistics events. */
export function eventsDetailsTab<T extends EntityRecord>(): DetailsTab<T> {
  return {
    id: 'events',
    label: 'event.events',
    render: (entity) => <EventsTable entityId={entity.id} />,
  };
}

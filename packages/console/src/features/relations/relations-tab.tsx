import type { DetailsTab, EntityRecord } from '../../entities/entity-config';
import { RelationsTab } from './RelationsTab';

/** The Relations tab for an entity config's detailsTabs. */
export function relationsDetailsTab<T extends EntityRecord>(options: { readOnly?: boolean } = {}): DetailsTab<T> {
  return {
    id: 'relations',
    label: 'relation.relations',
    render: (entity) => <RelationsTab entityId={entity.id} readOnly={options.readOnly} />,
  };
}

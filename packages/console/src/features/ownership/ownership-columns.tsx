import { mdiCheck } from '@mdi/js';
import i18next from 'i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import type { EntityColumn } from '../../entities/entity-config';
import type { OwnedEntity } from './ownership';

/** The customer an entity is assigned to; empty for the tenant's own and for public entities. */
export function customerColumn<T extends OwnedEntity>(): EntityColumn<T> {
  const read = (entity: T) => (entity.customerIsPublic ? '' : (entity.customerTitle ?? ''));
  return { key: 'customerTitle', title: 'entity.customer', sortProperty: 'customerTitle', render: read, csv: read };
}

export function publicColumn<T extends OwnedEntity>(): EntityColumn<T> {
  return {
    key: 'customerIsPublic',
    title: 'entity.public',
    width: 90,
    render: (entity) =>
      entity.customerIsPublic ? (
        <MdiIcon path={mdiCheck} fontSize="small" aria-label={i18next.t('entity.public')} />
      ) : null,
    csv: (entity) => entity.customerIsPublic,
  };
}

import type { EntityId } from '@fleetdeck/model';
import type { DetailsTab } from '../../entities/entity-config';
import { VersionControlTab } from './VersionControlTab';

interface Versioned {
  id: EntityId;
  externalId?: EntityId | null;
}

/** The Version control tab of the details of a kind the repository keeps, for the tenant administrator. */
export function versionControlDetailsTab<T extends Versioned>(): DetailsTab<T> {
  return {
    id: 'version-control',
    label: 'version-control.version-control',
    render: (entity, context) => (
      <VersionControlTab
        entityId={entity.id}
        externalId={entity.externalId?.id ?? entity.id.id}
        onRestored={context.reload}
      />
    ),
  };
}

import { type EntityId, type EntityType, NULL_UUID } from '@fleetdeck/model';
import { Stack } from '@mui/material';
import { EntityAutocomplete } from '../../../components/pickers/EntityAutocomplete';
import { EntityTypeSelect } from '../../../components/pickers/EntityTypeSelect';
import { isAliasEntityType, type PickerEntityType } from '../../../components/pickers/entity-types';

interface AliasEntityPickerProps {
  value: EntityId | null | undefined;
  onChange(value: EntityId | null): void;
  /** offer the current customer, tenant, user and user owner besides real entities */
  useAliasEntityTypes?: boolean;
  /** message key of the entity field */
  label?: string;
  required?: boolean;
}

/**
 * An entity type, then an entity of it. A pseudo-type (current customer, tenant, user, owner) is complete by itself:
 * its id is the null id, resolved against the signed-in user when the dashboard opens.
 */
export function AliasEntityPicker({ value, onChange, useAliasEntityTypes, label, required }: AliasEntityPickerProps) {
  const entityType = (value?.entityType ?? null) as PickerEntityType | null;
  // a real type without its entity yet is kept with an empty id, which the alias rules refuse
  const changeType = (type: PickerEntityType) =>
    onChange({ entityType: type, id: isAliasEntityType(type) ? NULL_UUID : '' } as EntityId);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <EntityTypeSelect
        value={entityType}
        onChange={changeType}
        useAliasEntityTypes={useAliasEntityTypes}
        required={required}
      />
      {entityType && !isAliasEntityType(entityType) && (
        <EntityAutocomplete
          entityType={entityType as EntityType}
          value={value?.id ? value : null}
          onChange={(entity) => onChange(entity ?? ({ entityType, id: '' } as EntityId))}
          label={label}
          required={required}
        />
      )}
    </Stack>
  );
}

import type { EntityAliasFilter, EntityId, EntityType, RelationEntityTypeFilter } from '@fleetdeck/model';
import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EntityListSelect } from '../../../components/pickers/EntityListSelect';
import { EntitySubtypeAutocomplete } from '../../../components/pickers/EntitySubtypeAutocomplete';
import { EntityTypeSelect } from '../../../components/pickers/EntityTypeSelect';
import { RelationTypeAutocomplete } from '../../../components/pickers/RelationTypeAutocomplete';
import { AliasEntityPicker } from './AliasEntityPicker';
import { AliasRootFields, type RootedFilterFields, StateEntityFields } from './AliasRootFields';
import { isSearchQueryFilter, isSubtypeFilter, SEARCH_QUERY_FILTERS, SUBTYPE_FILTERS } from './alias-filter';
import { RelationFiltersEditor } from './RelationFiltersEditor';
import { SubtypeListField } from './SubtypeListField';

interface AliasFilterFieldsProps {
  filter: EntityAliasFilter;
  onChange(filter: EntityAliasFilter): void;
}

type Fields = Record<string, unknown>;

/** The fields of one filter type; every change keeps the filter's other fields as they were. */
export function AliasFilterFields({ filter, onChange }: AliasFilterFieldsProps) {
  const { t } = useTranslation();
  const fields = filter as unknown as Fields;
  const patch = (changes: Fields) => onChange({ ...filter, ...changes } as EntityAliasFilter);
  const realType = (fields.entityType ?? null) as EntityType | null;

  switch (filter.type) {
    case 'singleEntity':
      return (
        <AliasEntityPicker
          value={filter.singleEntity as EntityId | null}
          onChange={(singleEntity) => patch({ singleEntity })}
          useAliasEntityTypes
          required
        />
      );
    case 'entityList':
      return (
        <Stack spacing={2}>
          <EntityTypeSelect<EntityType>
            value={realType}
            onChange={(entityType) => patch({ entityType, entityList: [] })}
            required
          />
          <EntityListSelect
            entityType={realType}
            value={(filter.entityList ?? []).map((id) => ({ entityType: realType, id }) as EntityId)}
            onChange={(entities) => patch({ entityList: entities.map((entity) => entity.id) })}
            required
          />
        </Stack>
      );
    case 'entityName':
      return (
        <Stack spacing={2}>
          <EntityTypeSelect<EntityType> value={realType} onChange={(entityType) => patch({ entityType })} required />
          <TextField
            label={t('alias.name-starts-with')}
            value={filter.entityNameFilter ?? ''}
            onChange={(event) => patch({ entityNameFilter: event.target.value })}
          />
        </Stack>
      );
    case 'entityType':
      return (
        <EntityTypeSelect<EntityType> value={realType} onChange={(entityType) => patch({ entityType })} required />
      );
    case 'stateEntity':
      return <StateEntityFields filter={filter} onChange={patch} />;
    case 'apiUsageState':
      return null;
    case 'relationsQuery':
      return (
        <Stack spacing={2}>
          <AliasRootFields filter={fields as RootedFilterFields} onChange={patch} />
          <RelationFiltersEditor
            value={(filter.filters ?? []) as RelationEntityTypeFilter[]}
            onChange={(filters) => patch({ filters })}
          />
        </Stack>
      );
    default:
      if (isSubtypeFilter(filter.type)) {
        const { entityType, nameFilter } = SUBTYPE_FILTERS[filter.type];
        const subtypeField = filter.type;
        return (
          <Stack spacing={2}>
            <EntitySubtypeAutocomplete
              entityType={entityType}
              value={(fields[subtypeField] as string | null) ?? null}
              onChange={(subtype) => patch({ [subtypeField]: subtype })}
              required
            />
            <TextField
              label={t('alias.name-starts-with')}
              value={(fields[nameFilter] as string | null) ?? ''}
              onChange={(event) => patch({ [nameFilter]: event.target.value })}
            />
          </Stack>
        );
      }
      if (isSearchQueryFilter(filter.type)) {
        const { entityType, typesField } = SEARCH_QUERY_FILTERS[filter.type];
        return (
          <Stack spacing={2}>
            <AliasRootFields filter={fields as RootedFilterFields} onChange={patch} />
            <RelationTypeAutocomplete
              value={(fields.relationType as string | null) ?? null}
              onChange={(relationType) => patch({ relationType })}
            />
            <SubtypeListField
              entityType={entityType}
              value={(fields[typesField] as string[] | undefined) ?? []}
              onChange={(types) => patch({ [typesField]: types })}
            />
          </Stack>
        );
      }
      return null;
  }
}

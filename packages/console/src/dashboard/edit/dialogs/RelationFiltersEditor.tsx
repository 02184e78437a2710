import type { EntityType, RelationEntityTypeFilter } from '@fleetdeck/model';
import { mdiClose } from '@mdi/js';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { EntityTypeList } from '../../../components/pickers/EntityTypeList';
import { RelationTypeAutocomplete } from '../../../components/pickers/RelationTypeAutocomplete';

// one empty list for every render: the type list resets its typed text when handed a new array
const NO_TYPES: EntityType[] = [];

interface RelationFiltersEditorProps {
  value: readonly RelationEntityTypeFilter[];
  onChange(value: RelationEntityTypeFilter[]): void;
}

/** The relations query's filters: each a relation type (any when empty) and the entity types to keep (any when none). */
export function RelationFiltersEditor({ value, onChange }: RelationFiltersEditorProps) {
  const { t } = useTranslation();
  const replace = (index: number, patch: RelationEntityTypeFilter) =>
    onChange(value.map((filter, at) => (at === index ? { ...filter, ...patch } : filter)));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('relation.relation-filters')}</Typography>
      {value.map((filter, index) => (
        // filters have no identity of their own; their place is their key
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <RelationTypeAutocomplete
            value={filter.relationType ?? null}
            onChange={(relationType) => replace(index, { relationType })}
          />
          <EntityTypeList
            value={filter.entityTypes ?? NO_TYPES}
            onChange={(entityTypes) => replace(index, { entityTypes: entityTypes as EntityType[] })}
          />
          <IconButton
            aria-label={t('relation.remove-relation-filter')}
            onClick={() => onChange(value.filter((_filter, at) => at !== index))}
          >
            <MdiIcon path={mdiClose} />
          </IconButton>
        </Stack>
      ))}
      <Button
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...value, { relationType: null, entityTypes: [] }])}
      >
        {t('relation.add-relation-filter')}
      </Button>
    </Stack>
  );
}

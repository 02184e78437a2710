import type { EntityId, EntitySearchDirection } from '@fleetdeck/model';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AliasEntityPicker } from './AliasEntityPicker';

/** The root and traversal fields shared by the relations query and the search queries. */
export interface RootedFilterFields {
  rootStateEntity?: boolean;
  stateEntityParamName?: string | null;
  defaultStateEntity?: EntityId | null;
  rootEntity?: EntityId | null;
  direction?: EntitySearchDirection;
  maxLevel?: number | null;
  fetchLastLevelOnly?: boolean;
}

interface AliasRootFieldsProps {
  filter: RootedFilterFields;
  onChange(patch: Partial<RootedFilterFields>): void;
}

/** Where a relation search starts (the state entity or a chosen entity), its direction and its depth. */
export function AliasRootFields({ filter, onChange }: AliasRootFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Checkbox
            checked={Boolean(filter.rootStateEntity)}
            onChange={(event) => onChange({ rootStateEntity: event.target.checked })}
          />
        }
        label={t('alias.root-state-entity')}
      />
      {filter.rootStateEntity ? (
        <StateEntityFields filter={filter} onChange={onChange} />
      ) : (
        <AliasEntityPicker
          value={filter.rootEntity}
          onChange={(rootEntity) => onChange({ rootEntity })}
          useAliasEntityTypes
          label="alias.root-entity"
          required
        />
      )}
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label={t('relation.direction')}
          value={filter.direction ?? 'FROM'}
          onChange={(event) => onChange({ direction: event.target.value as EntitySearchDirection })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="FROM">{t('relation.search-direction.FROM')}</MenuItem>
          <MenuItem value="TO">{t('relation.search-direction.TO')}</MenuItem>
        </TextField>
        <TextField
          type="number"
          label={t('alias.max-relation-level')}
          value={filter.maxLevel ?? ''}
          onChange={(event) => onChange({ maxLevel: event.target.value === '' ? null : Number(event.target.value) })}
          slotProps={{ htmlInput: { min: 1 } }}
        />
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={Boolean(filter.fetchLastLevelOnly)}
            onChange={(event) => onChange({ fetchLastLevelOnly: event.target.checked })}
          />
        }
        label={t('alias.last-level-relation')}
      />
    </Stack>
  );
}

interface StateEntityFieldsProps {
  filter: Pick<RootedFilterFields, 'stateEntityParamName' | 'defaultStateEntity'>;
  onChange(patch: Pick<RootedFilterFields, 'stateEntityParamName' | 'defaultStateEntity'>): void;
}

/** Which state parameter names the entity (empty: the top-level one), and the entity used when the state has none. */
export function StateEntityFields({ filter, onChange }: StateEntityFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <TextField
        label={t('alias.state-entity-parameter-name')}
        value={filter.stateEntityParamName ?? ''}
        onChange={(event) => onChange({ stateEntityParamName: event.target.value })}
      />
      <AliasEntityPicker
        value={filter.defaultStateEntity}
        onChange={(defaultStateEntity) => onChange({ defaultStateEntity })}
        label="alias.default-state-entity"
      />
    </Stack>
  );
}

import { Autocomplete, createFilterOptions, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AliasOption } from './DatasourceEditor';

/** A typed name no alias has, offered as a new alias of that name. */
interface CreateOption {
  create: string;
}

type Option = AliasOption | CreateOption;

interface AliasSelectProps {
  aliases: readonly AliasOption[];
  /** the id of the alias the datasource reads */
  value: string | undefined;
  onChange(aliasId: string): void;
  /** asks for a new alias that starts with the typed name */
  onCreate(name: string): void;
}

const filterAliases = createFilterOptions<Option>({ stringify: (option) => ('create' in option ? '' : option.name) });

/** The datasource's alias, picked by name; a name no alias has offers to create one, as the platform does. */
export function AliasSelect({ aliases, value, onChange, onCreate }: AliasSelectProps) {
  const { t } = useTranslation();
  const selected = aliases.find((alias) => alias.id === value) ?? null;
  return (
    <Autocomplete<Option>
      size="small"
      sx={{ minWidth: 220 }}
      options={aliases}
      value={selected}
      isOptionEqualToValue={(option, chosen) =>
        !('create' in option) && !('create' in chosen) && option.id === chosen.id
      }
      getOptionLabel={(option) => ('create' in option ? option.create : option.name)}
      getOptionKey={(option) => ('create' in option ? `create:${option.create}` : option.id)}
      filterOptions={(options, state) => {
        const found = filterAliases(options, state);
        const typed = state.inputValue.trim();
        const known = aliases.some((alias) => alias.name === typed);
        return typed && !known ? [...found, { create: typed }] : found;
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {'create' in option ? t('alias.create-new-named', { alias: option.create }) : option.name}
        </li>
      )}
      onChange={(_event, option) => {
        if (!option) return;
        if ('create' in option) onCreate(option.create);
        else onChange(option.id);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('datasource.entity-alias')}
          error={!selected}
          helperText={aliases.length === 0 ? t('alias.no-entity-aliases') : undefined}
        />
      )}
    />
  );
}

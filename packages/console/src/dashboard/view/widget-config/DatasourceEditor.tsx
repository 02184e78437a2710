import type { EntityAlias, EntityId } from '@fleetdeck/model';
import { mdiDelete } from '@mdi/js';
import { Box, Chip, IconButton, MenuItem, Paper, TextField, Tooltip } from '@mui/material';
import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import type { DataKey, Datasource } from '../../../widgets/widget-config';
import { EntityAliasDialog } from '../../edit/dialogs/EntityAliasDialog';
import { AliasSelect } from './AliasSelect';
import { DataKeyAdder } from './DataKeyAdder';
import { DataKeyDialog } from './DataKeyDialog';
import { keyTypesOf, newDataKey, withDatasourceType } from './data-keys';
import { useKeySuggestions } from './useKeySuggestions';

export interface AliasOption {
  id: string;
  name: string;
  /** the one entity the alias resolves to now, whose keys are offered; null for a query alias */
  entity: EntityId | null;
}

/** A dashboard filter a datasource may read through. */
export interface FilterOption {
  id: string;
  name: string;
}

interface DatasourceEditorProps {
  index: number;
  datasource: Datasource;
  aliases: readonly AliasOption[];
  filters: readonly FilterOption[];
  /** how many keys the widget has before this datasource's, so new keys take the next colour */
  keysBefore: number;
  onChange(datasource: Datasource): void;
  onRemove(): void;
  /** adds an alias created from this datasource to the ones the dialog offers */
  onCreateAlias(alias: EntityAlias): void;
  /** the widget type's data key settings, edited in the key's dialog */
  keySettingsSchema?: RJSFSchema;
}

const DATASOURCE_TYPES = [
  ['entity', 'datasource.type-entity'],
  ['function', 'datasource.type-function'],
  ['entityCount', 'datasource.type-entity-count'],
] as const;

/** One datasource: its type, its alias and filter, and its keys as chips; a chip opens the key's dialog. */
export function DatasourceEditor({
  index,
  datasource,
  aliases,
  filters,
  keysBefore,
  onChange,
  onRemove,
  onCreateAlias,
  keySettingsSchema,
}: DatasourceEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  // the name typed for an alias being created; null while none is
  const [creatingAlias, setCreatingAlias] = useState<string | null>(null);
  const suggestions = useKeySuggestions(aliases.find((alias) => alias.id === datasource.entityAliasId)?.entity ?? null);
  const label = t('widget-config.datasource-named', { index: index + 1 });
  const setKeys = (dataKeys: DataKey[]) => onChange({ ...datasource, dataKeys });
  const editedKey = editing === null ? undefined : datasource.dataKeys[editing];
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('widget-config.datasource-type')}
          value={datasource.type}
          onChange={(e) => onChange(withDatasourceType(datasource, e.target.value as Datasource['type']))}
          sx={{ minWidth: 160 }}
        >
          {DATASOURCE_TYPES.map(([type, key]) => (
            <MenuItem key={type} value={type}>
              {t(key)}
            </MenuItem>
          ))}
        </TextField>
        {datasource.type !== 'function' && (
          <AliasSelect
            aliases={aliases}
            value={datasource.entityAliasId}
            onChange={(entityAliasId) => onChange({ ...datasource, entityAliasId })}
            onCreate={setCreatingAlias}
          />
        )}
        {datasource.type !== 'function' && (
          <TextField
            select
            size="small"
            label={t('filter.filter')}
            value={datasource.filterId ?? ''}
            // the platform writes a datasource without a filter as `filterId: null`
            onChange={(e) => onChange({ ...datasource, filterId: e.target.value || null })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">
              <em>{t('filter.no-filter')}</em>
            </MenuItem>
            {filters.map((filter) => (
              <MenuItem key={filter.id} value={filter.id}>
                {filter.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('widget-config.remove-datasource')}>
          <IconButton aria-label={t('widget-config.remove-datasource')} onClick={onRemove}>
            <MdiIcon path={mdiDelete} />
          </IconButton>
        </Tooltip>
      </Box>
      <Box role="list" aria-label={t('datakey.data-keys')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }}>
        {datasource.dataKeys.map((dataKey, k) => (
          <Chip
            // biome-ignore lint/suspicious/noArrayIndexKey: a key is edited in place by its position
            key={k}
            role="listitem"
            label={dataKey.label || dataKey.name}
            onClick={() => setEditing(k)}
            onDelete={() => setKeys(datasource.dataKeys.filter((_key, j) => j !== k))}
            sx={{ borderLeft: 6, borderLeftColor: dataKey.color }}
          />
        ))}
      </Box>
      <DataKeyAdder
        types={keyTypesOf(datasource)}
        suggestions={suggestions}
        onAdd={(name, type) =>
          setKeys([...datasource.dataKeys, newDataKey(name, type, keysBefore + datasource.dataKeys.length)])
        }
      />
      {creatingAlias !== null && (
        <EntityAliasDialog
          alias={null}
          aliases={Object.fromEntries(aliases.map((alias) => [alias.id, { id: alias.id, alias: alias.name }]))}
          initialName={creatingAlias}
          onSave={(alias) => {
            onCreateAlias(alias);
            onChange({ ...datasource, entityAliasId: alias.id });
            setCreatingAlias(null);
          }}
          onClose={() => setCreatingAlias(null)}
        />
      )}
      {editing !== null && editedKey && (
        <DataKeyDialog
          dataKey={editedKey}
          settingsSchema={keySettingsSchema}
          onClose={() => setEditing(null)}
          onApply={(dataKey) => {
            setKeys(datasource.dataKeys.map((old, j) => (j === editing ? dataKey : old)));
            setEditing(null);
          }}
        />
      )}
    </Paper>
  );
}

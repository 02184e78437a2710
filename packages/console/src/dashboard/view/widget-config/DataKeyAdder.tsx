import { Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataKeyType } from '../../../widgets/widget-config';

/** The message key naming each key type, as the platform's key picker groups them. */
export const KEY_TYPE_LABELS: Record<DataKeyType, string> = {
  timeseries: 'datakey.timeseries',
  attribute: 'datakey.attributes',
  entityField: 'datakey.entity-field',
  alarm: 'datakey.alarm-fields',
  function: 'datakey.function',
  count: 'datakey.count',
};

interface DataKeyAdderProps {
  types: readonly DataKeyType[];
  /** the names the datasource's entity has, by key type, offered as the user types */
  suggestions(type: DataKeyType): readonly string[];
  onAdd(name: string, type: DataKeyType): void;
}

/** Adds a key to a datasource: its type and its name, picked among the entity's keys or typed. */
export function DataKeyAdder({ types, suggestions, onAdd }: DataKeyAdderProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<DataKeyType>(types[0] ?? 'timeseries');
  const [name, setName] = useState('');
  const shownType = types.includes(type) ? type : (types[0] ?? 'timeseries');
  const add = () => {
    onAdd(name.trim() || (shownType === 'count' ? 'count' : ''), shownType);
    setName('');
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('datakey.type')}
        value={shownType}
        onChange={(e) => setType(e.target.value as DataKeyType)}
        sx={{ minWidth: 160 }}
      >
        {types.map((option) => (
          <MenuItem key={option} value={option}>
            {t(KEY_TYPE_LABELS[option])}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        freeSolo
        options={suggestions(shownType)}
        inputValue={name}
        onInputChange={(_event, value) => setName(value)}
        sx={{ minWidth: 220 }}
        renderInput={(params) => <TextField {...params} size="small" label={t('datakey.key')} />}
      />
      <Button onClick={add}>{t('datakey.add')}</Button>
    </Box>
  );
}

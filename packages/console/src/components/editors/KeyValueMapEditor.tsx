import { mdiClose, mdiPlus } from '@mdi/js';
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../icons/MdiIcon';
import { type KeyValueRow, keyValueRowsError, mapFromRows, rowsFromMap } from './key-value-map';

export interface KeyValueMapEditorProps {
  value: Record<string, string> | null;
  /** the complete rows as a map, on every edit */
  onChange(value: Record<string, string>): void;
  /** false while a row lacks its key or value (the keyVals error) */
  onValidityChange?(valid: boolean): void;
  disabled?: boolean;
  /** message keys */
  title?: string;
  keyLabel?: string;
  valueLabel?: string;
  noData?: string;
}

/** A key-value map as rows; each row needs both its key and its value. */
export function KeyValueMapEditor(props: KeyValueMapEditorProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<KeyValueRow[]>(() => rowsFromMap(props.value));
  const [touched, setTouched] = useState<Set<number>>(new Set());
  const keyLabel = t(props.keyLabel ?? 'key-val.key');
  const valueLabel = t(props.valueLabel ?? 'key-val.value');

  const update = (next: KeyValueRow[]) => {
    setRows(next);
    props.onChange(mapFromRows(next));
    props.onValidityChange?.(keyValueRowsError(next) === null);
  };
  const touch = (index: number) => setTouched((current) => new Set(current).add(index));

  return (
    <Box>
      {props.title && (
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t(props.title)}
        </Typography>
      )}
      {rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t(props.noData ?? 'key-val.no-data')}
        </Typography>
      )}
      {rows.map((row, index) => {
        const shown = touched.has(index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their position while keys are typed.
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
            <TextField
              size="small"
              label={keyLabel}
              value={row.key}
              required
              disabled={props.disabled}
              error={shown && !row.key.trim()}
              helperText={shown && !row.key.trim() ? t('key-val.key-required') : undefined}
              onBlur={() => touch(index)}
              onChange={(event) => update(rows.map((r, i) => (i === index ? { ...r, key: event.target.value } : r)))}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label={valueLabel}
              value={row.value}
              required
              disabled={props.disabled}
              error={shown && !row.value}
              helperText={shown && !row.value ? t('key-val.value-required') : undefined}
              onBlur={() => touch(index)}
              onChange={(event) => update(rows.map((r, i) => (i === index ? { ...r, value: event.target.value } : r)))}
              sx={{ flex: 1 }}
            />
            {!props.disabled && (
              <Tooltip title={t('key-val.remove-entry')}>
                <IconButton
                  aria-label={t('key-val.remove-entry')}
                  onClick={() => update(rows.filter((_r, i) => i !== index))}
                >
                  <MdiIcon path={mdiClose} />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      })}
      {!props.disabled && (
        <Button startIcon={<MdiIcon path={mdiPlus} />} onClick={() => update([...rows, { key: '', value: '' }])}>
          {t('key-val.add-entry')}
        </Button>
      )}
    </Box>
  );
}

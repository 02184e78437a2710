import { mdiClose, mdiFileUpload } from '@mdi/js';
import { Box, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../icons/MdiIcon';
import { formatBytes, hasAllowedExtension } from './file-types';

export interface FileInputProps {
  value: File | null;
  onChange(file: File | null): void;
  /** comma list of allowed extensions, e.g. ".csv,.txt" */
  accept?: string;
  /** message key of the drop area */
  label?: string;
  /** with no file chosen, show import.no-file as an error */
  requiredAsError?: boolean;
  disabled?: boolean;
}

/** The file input's rules: a wrong extension is refused; a required input without a file says import.no-file. */
export function fileInputError(file: File | null, requiredAsError: boolean): string | null {
  return requiredAsError && !file ? 'import.no-file' : null;
}

/** A file drop area (100 px) that also opens the file browser; shows the chosen file's name. */
export function FileInput(props: FileInputProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string | null>(null);
  const error = rejected ?? fileInputError(props.value, props.requiredAsError ?? false);

  const take = (file: File | undefined) => {
    if (!file) return;
    if (!hasAllowedExtension(file.name, props.accept)) {
      setRejected('file-input.unsupported-file-type');
      return;
    }
    setRejected(null);
    props.onChange(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!props.disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <Box>
      <Box
        component="label"
        htmlFor={inputId}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          minHeight: 100,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          cursor: props.disabled ? 'default' : 'pointer',
          color: 'text.secondary',
          px: 2,
          textAlign: 'center',
        }}
      >
        <MdiIcon path={mdiFileUpload} />
        <Typography>{t(props.label ?? 'file-input.drop-file')}</Typography>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          hidden
          accept={props.accept}
          disabled={props.disabled}
          aria-label={t(props.label ?? 'file-input.drop-file')}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', mt: 0.5, minHeight: 32 }}>
        <Typography variant="body2" sx={{ flex: 1 }} noWrap data-testid="file-input-name">
          {props.value ? `${props.value.name} (${formatBytes(props.value.size)})` : t('file-input.no-file-selected')}
        </Typography>
        {props.value && !props.disabled && (
          <Tooltip title={t('action.remove')}>
            <IconButton size="small" aria-label={t('action.remove')} onClick={() => props.onChange(null)}>
              <MdiIcon path={mdiClose} fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {error && <FormHelperText error>{t(error)}</FormHelperText>}
    </Box>
  );
}

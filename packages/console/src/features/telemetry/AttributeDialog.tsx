import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueInput } from '../../components/editors/value/ValueInput';
import { parseDraft, type TypedValue, type ValueDraft } from '../../components/editors/value/value-input';

const KEY_MAX_LENGTH = 255;

interface AttributeDialogProps {
  /** the key being edited; null adds a new attribute */
  editKey: string | null;
  initialValue: ValueDraft;
  busy: boolean;
  onSubmit(key: string, value: TypedValue): void;
  onCancel(): void;
}

function keyError(key: string): string | null {
  if (!key.trim()) return 'attribute.key-required';
  if (key.length > KEY_MAX_LENGTH) return 'attribute.key-max-length';
  return null;
}

/** Adds an attribute (key and typed value) or edits the value of one; nothing is saved while a field is invalid. */
export function AttributeDialog({ editKey, initialValue, busy, onSubmit, onCancel }: AttributeDialogProps) {
  const { t } = useTranslation();
  const [key, setKey] = useState(editKey ?? '');
  const [keyTouched, setKeyTouched] = useState(false);
  const [value, setValue] = useState(initialValue);
  const [submitted, setSubmitted] = useState(false);
  const adding = editKey === null;
  const keyProblem = adding ? keyError(key) : null;
  const parsed = parseDraft(value);
  const invalid = Boolean(keyProblem || parsed.error);
  const showKeyError = (keyTouched || submitted) && keyProblem;

  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm" aria-labelledby="attribute-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (!invalid && parsed.value !== null) onSubmit(adding ? key.trim() : key, parsed.value);
        }}
      >
        <DialogTitle id="attribute-dialog-title">
          {adding ? t('attribute.add') : t('attribute.edit-value', { key })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {adding && (
              <TextField
                autoFocus
                required
                label={t('attribute.key')}
                value={key}
                disabled={busy}
                error={Boolean(showKeyError)}
                helperText={showKeyError ? t(keyProblem) : ' '}
                onChange={(event) => setKey(event.target.value)}
                onBlur={() => setKeyTouched(true)}
              />
            )}
            <ValueInput value={value} onChange={setValue} showErrors={submitted} disabled={busy} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || invalid}>
            {adding ? t('action.add') : t('action.update')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

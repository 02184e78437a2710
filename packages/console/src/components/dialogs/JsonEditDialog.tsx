import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { JsonObjectEditor } from '../editors/JsonObjectEditor';
import type { JsonObject } from '../editors/json-object';
import { useOnChange } from '../pickers/useOnChange';

export interface JsonEditDialogProps {
  open: boolean;
  value: JsonObject | null;
  /** message key; details.edit-json when absent */
  title?: string;
  onCancel(): void;
  onSave(value: JsonObject): void;
}

/** The JSON edit dialog: a required JSON editor, Save only when valid and changed; closes on navigation. */
export function JsonEditDialog({ open, value, title, onCancel, onSave }: JsonEditDialogProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [draft, setDraft] = useState<JsonObject | null>(value);
  const [valid, setValid] = useState(true);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    if (open) {
      setDraft(value);
      setValid(value !== null);
      setChanged(false);
    }
  }, [open, value]);

  useOnChange(location.key, () => {
    if (open) onCancel();
  });

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="md" aria-labelledby="json-edit-dialog-title">
      <DialogTitle id="json-edit-dialog-title">{t(title ?? 'details.edit-json')}</DialogTitle>
      <DialogContent dividers>
        {open && (
          <JsonObjectEditor
            value={value}
            required
            onChange={(next) => {
              setDraft(next);
              setChanged(true);
            }}
            onValidityChange={setValid}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('action.cancel')}</Button>
        <Button variant="contained" disabled={!valid || !changed || !draft} onClick={() => draft && onSave(draft)}>
          {t('action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

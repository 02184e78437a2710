import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const JsonCodeEditor = lazy(() =>
  import('../editors/JsonCodeEditor').then((module) => ({ default: module.JsonCodeEditor })),
);

interface JsonEditDialogProps {
  open: boolean;
  /** the JSON text to start from */
  value: string;
  /** message key; details.edit-json by default */
  title?: string;
  /** the message key of why a text is not acceptable, or null when it is */
  validate(text: string): string | null;
  onSave(text: string): void;
  onCancel(): void;
}

/**
 * The JSON edit dialog of seed 002: a required JSON editor, Cancel and Save; Save only when the text is valid and
 * changed. The text is tidied with a two-space indent when the dialog opens.
 */
export function JsonEditDialog({ open, value, title, validate, onSave, onCancel }: JsonEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="md" aria-labelledby="json-edit-dialog-title">
      {open && (
        <JsonEditBody value={value} title={title} validate={validate} onSave={onSave} onCancel={onCancel} t={t} />
      )}
    </Dialog>
  );
}

function tidy(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Text that does not parse is shown as it is, for the user to fix.
    return text;
  }
}

function JsonEditBody(props: Omit<JsonEditDialogProps, 'open'> & { t: ReturnType<typeof useTranslation>['t'] }) {
  const { t } = props;
  const [initial] = useState(() => tidy(props.value));
  const [text, setText] = useState(initial);
  const error = props.validate(text);
  return (
    <>
      <DialogTitle id="json-edit-dialog-title">{t(props.title ?? 'details.edit-json')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <Suspense fallback={<CircularProgress size={24} sx={{ m: 2 }} />}>
            <JsonCodeEditor value={text} onChange={setText} label={t(props.title ?? 'details.edit-json')} />
          </Suspense>
        </Box>
        <Typography variant="caption" color="error" role={error ? 'alert' : undefined} sx={{ minHeight: 20 }}>
          {error ? t(error) : ' '}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('action.cancel')}</Button>
        <Button variant="contained" disabled={Boolean(error) || text === initial} onClick={() => props.onSave(text)}>
          {t('action.save')}
        </Button>
      </DialogActions>
    </>
  );
}

import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DetailsError, detailsError } from '../../entities/details-error';
import { FileInput } from '../media/FileInput';

/** What a feature's reader makes of a file's text: the draft to save, or the message key of why it is not one. */
export type JsonFileReading<Draft> = { ok: true; draft: Draft } | { ok: false; error: string };

export interface JsonFileImportDialogProps<Draft, Saved> {
  open: boolean;
  /** message keys of the dialog's title and of the drop zone's label */
  title: string;
  dropLabel: string;
  /** the feature's own reader of an exported file */
  read(text: string): JsonFileReading<Draft>;
  save(draft: Draft): Promise<Saved>;
  /**
   * Whether a refusal of the server is said in the dialog, which stays open, rather than by the console's error
   * notice.
   */
  showsServerErrors?: boolean;
  /** How a refusal of the server is worded when the dialog says it; the server's own words unless given. */
  serverError?(failure: unknown): DetailsError;
  onClose(): void;
  onImported(saved: Saved): void;
}

/**
 * Creates an entity from an exported JSON file dropped or chosen. A file the reader refuses creates nothing and is
 * said in the dialog, which stays open.
 */
export function JsonFileImportDialog<Draft, Saved>({
  open,
  title,
  dropLabel,
  read,
  save,
  showsServerErrors = false,
  serverError = detailsError,
  onClose,
  onImported,
}: JsonFileImportDialogProps<Draft, Saved>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<DetailsError | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const importing = useMutation({
    mutationFn: async (chosen: File) => {
      const result = read(await chosen.text());
      if (!result.ok) {
        setError({ key: result.error });
        return null;
      }
      return save(result.draft);
    },
    meta: showsServerErrors ? { suppressErrors: true } : undefined,
    onError: (failure) => {
      if (showsServerErrors) setError(serverError(failure));
    },
    onSuccess: (saved) => {
      if (saved === null) return;
      close();
      onImported(saved);
    },
  });
  const close = () => {
    setFile(null);
    setError(null);
    setSubmitted(false);
    onClose();
  };
  const submit = () => {
    setSubmitted(true);
    setError(null);
    if (file) importing.mutate(file);
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {importing.isPending && <LinearProgress />}
      <DialogTitle id={titleId}>{t(title)}</DialogTitle>
      <DialogContent dividers>
        <FileInput
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          accept=".json"
          label={dropLabel}
          requiredAsError={submitted}
          disabled={importing.isPending}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {'text' in error ? error.text : t(error.key, error.values)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing.isPending}>
          {t('action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={importing.isPending}>
          {t('action.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

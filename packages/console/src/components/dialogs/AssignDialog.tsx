import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface AssignDialogProps {
  open: boolean;
  /** the title, already translated: it counts what is assigned */
  title: string;
  /** message key of the explanation above the picker */
  text: string;
  /** while assigning: a progress bar, and nothing can be clicked */
  pending: boolean;
  onCancel(): void;
  onAssign(): void;
  /** the picker of what the assignment is to, or of what is assigned */
  children: ReactNode;
}

/** The frame of the assignment dialogs: a title, an explanation, a picker, and Cancel and Assign. */
export function AssignDialog({ open, title, text, pending, onCancel, onAssign, children }: AssignDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {pending && <LinearProgress />}
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t(text)}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('action.cancel')}
        </Button>
        <Button variant="contained" onClick={onAssign} disabled={pending}>
          {t('action.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { contentText } from './event-columns';

const EventContentEditor = lazy(() =>
  import('./EventContentEditor').then((module) => ({ default: module.EventContentEditor })),
);

/** What a content cell opens: its title and its text. */
export interface EventContent {
  /** message key of the column */
  title: string;
  value: string;
  contentType: 'json' | 'text';
}

interface EventContentDialogProps {
  content: EventContent | null;
  onClose(): void;
}

/** A debug message's data or metadata as indented JSON, or an error's text, read only. */
export function EventContentDialog({ content, onClose }: EventContentDialogProps) {
  const { t } = useTranslation();
  const title = content ? t(content.title) : '';
  return (
    <Dialog open={content !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="event-content-title">
      <DialogTitle id="event-content-title">{title}</DialogTitle>
      <DialogContent dividers>
        {content && (
          <Suspense fallback={<CircularProgress size={24} />}>
            <EventContentEditor
              value={contentText(content.value, content.contentType)}
              contentType={content.contentType}
              label={title}
            />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

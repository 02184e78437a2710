import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../core/http/loading-store';
import type { EntityRecord, EntityTableConfig } from './entity-config';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

interface EntityAddDialogProps<T extends EntityRecord> {
  config: EntityTableConfig<T>;
  open: boolean;
  onClose(): void;
  onSubmit(draft: Partial<T>): void;
}

/** The add dialog: the entity's form with Add and Cancel. */
export function EntityAddDialog<T extends EntityRecord>({ config, open, onClose, onSubmit }: EntityAddDialogProps<T>) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const formId = `add-${config.id}`;
  const { Form } = config;
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(open && dirty);
  const close = () => {
    setDirty(false);
    onClose();
  };
  return (
    <>
      <Dialog
        open={open}
        // A click beside the dialog or Escape asks first when something was typed; Cancel is a deliberate discard.
        onClose={() => guard.leave(close)}
        fullWidth
        maxWidth={config.addDialogWidth ?? 'sm'}
        aria-labelledby={`${formId}-title`}
      >
        {loading && <LinearProgress />}
        <DialogTitle id={`${formId}-title`}>{t(config.messages.add)}</DialogTitle>
        <DialogContent dividers>
          {open && (
            <Form formId={formId} entity={null} disabled={loading} onSubmit={onSubmit} onDirtyChange={setDirty} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={loading}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={loading}>
            {t('action.add')}
          </Button>
        </DialogActions>
      </Dialog>
      {guard.dialog}
    </>
  );
}

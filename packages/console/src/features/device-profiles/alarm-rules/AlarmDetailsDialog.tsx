import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface AlarmDetailsDialogProps {
  /** the details text to edit; undefined while closed */
  value: string | undefined;
  disabled: boolean;
  onClose(): void;
  onApply(value: string): void;
}

/** The alarm details text; ${key} placeholders are filled from the message when the alarm is raised. */
export function AlarmDetailsDialog({ value, ...props }: AlarmDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={value !== undefined}
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="alarm-details-title"
    >
      <DialogTitle id="alarm-details-title">{t('device-profile.alarm-details')}</DialogTitle>
      {value !== undefined && <DetailsForm initial={value} {...props} />}
    </Dialog>
  );
}

function DetailsForm({
  initial,
  disabled,
  onClose,
  onApply,
}: Omit<AlarmDetailsDialogProps, 'value'> & { initial: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <>
      <DialogContent dividers>
        <DialogContentText variant="body2">{t('device-profile.alarm-rule-details-hint')}</DialogContentText>
        <TextField
          label={t('device-profile.alarm-details')}
          value={text}
          disabled={disabled}
          multiline
          minRows={4}
          onChange={(event) => setText(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        {!disabled && (
          <Button variant="contained" onClick={() => onApply(text)}>
            {t('action.apply')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

import type { SmsProviderConfiguration } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/editors/FormTextField';
import { api } from '../../core/http/api';
import { showToast } from '../../core/notifications/toast-store';
import { type TestSmsValues, testSmsSchema } from './sms-provider-form';

interface TestSmsDialogProps {
  /** the provider as the form holds it, saved or not */
  config: SmsProviderConfiguration;
  onClose(): void;
}

/** Sends one SMS through the provider being edited; a failure keeps the dialog open with the server's reason shown. */
export function TestSmsDialog({ config, onClose }: TestSmsDialogProps) {
  const { t } = useTranslation();
  const form = useForm<TestSmsValues>({
    resolver: zodResolver(testSmsSchema),
    defaultValues: { numberTo: '', message: t('admin.test-sms-message') },
  });
  const send = useMutation({
    mutationFn: (values: TestSmsValues) =>
      api.admin.sendTestSms({
        providerConfiguration: config,
        numberTo: values.numberTo.trim(),
        message: values.message.trim(),
      }),
    onSuccess: () => {
      showToast({ type: 'success', message: t('admin.test-sms-sent') });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="test-sms-title"
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
          <DialogTitle id="test-sms-title">{t('admin.send-test-sms')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormTextField<TestSmsValues>
                name="numberTo"
                label="admin.number-to"
                required
                autoFocus
                placeholder="+19995550123"
                helperText={t('admin.phone-number-hint')}
              />
              <FormTextField<TestSmsValues> name="message" label="admin.sms-message" required multiline minRows={2} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={send.isPending}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={send.isPending}>
              {t('admin.send-test-sms')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}

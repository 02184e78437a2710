import { Box } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/editors/FormTextField';
import { QueueAutocomplete } from '../../../components/pickers/QueueAutocomplete';
import type { ProfileFormValues } from '../profile-form-values';
import { ProfileImageField } from './ProfileImageField';

/**
 * Name, image, description and the queue of a profile. The default rule chain and dashboard are kept as stored: the
 * console has no rule chain or dashboard lists to pick them from yet.
 */
export function ProfileDetailsTab({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <Box>
      <FormTextField<ProfileFormValues> name="name" label="device-profile.name" required disabled={disabled} />
      <Controller
        name="image"
        control={control}
        render={({ field }) => <ProfileImageField value={field.value} onChange={field.onChange} disabled={disabled} />}
      />
      <Controller
        name="defaultQueueName"
        control={control}
        render={({ field }) => (
          <Box sx={{ my: 1 }}>
            <QueueAutocomplete
              value={field.value}
              onChange={field.onChange}
              label="device-profile.queue"
              disabled={disabled}
            />
            <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
              {t('device-profile.select-queue-hint')}
            </Box>
          </Box>
        )}
      />
      <FormTextField<ProfileFormValues>
        name="description"
        label="device-profile.description"
        multiline
        minRows={2}
        disabled={disabled}
      />
    </Box>
  );
}

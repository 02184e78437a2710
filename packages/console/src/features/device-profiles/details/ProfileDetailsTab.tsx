import { Box } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/editors/FormTextField';
import { ImageField } from '../../../components/media/ImageField';
import { OtaPackageAutocomplete } from '../../../components/pickers/OtaPackageAutocomplete';
import { QueueAutocomplete } from '../../../components/pickers/QueueAutocomplete';
import type { ProfileFormValues } from '../profile-form-values';

/**
 * Name, image, description, the queue and, for a saved profile, its firmware and software packages. The default rule chain and dashboard are kept as stored: the
 * console has no rule chain or dashboard lists to pick them from yet.
 */
export function ProfileDetailsTab({ disabled, profileId }: { disabled: boolean; profileId: string | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <Box>
      <FormTextField<ProfileFormValues> name="name" label="device-profile.name" required disabled={disabled} />
      <Controller
        name="image"
        control={control}
        render={({ field }) => (
          <ImageField value={field.value} alt="device-profile.image" onChange={field.onChange} disabled={disabled} />
        )}
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
      {profileId && (
        <>
          <Controller
            name="firmwareId"
            control={control}
            render={({ field }) => (
              <Box sx={{ my: 1 }}>
                <OtaPackageAutocomplete
                  deviceProfileId={profileId}
                  type="FIRMWARE"
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'string' ? value : (value?.id ?? null))}
                  disabled={disabled}
                  showDetailsLink
                />
              </Box>
            )}
          />
          <Controller
            name="softwareId"
            control={control}
            render={({ field }) => (
              <Box sx={{ my: 1 }}>
                <OtaPackageAutocomplete
                  deviceProfileId={profileId}
                  type="SOFTWARE"
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'string' ? value : (value?.id ?? null))}
                  disabled={disabled}
                  showDetailsLink
                />
              </Box>
            )}
          />
        </>
      )}
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

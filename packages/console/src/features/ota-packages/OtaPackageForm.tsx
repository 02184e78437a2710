import { CHECKSUM_ALGORITHMS, OTA_PACKAGE_TYPES, type OtaPackageInfo } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/editors/FormTextField';
import { FileInput } from '../../components/media/FileInput';
import { formatBytes } from '../../components/media/file-types';
import { EntityAutocomplete } from '../../components/pickers/EntityAutocomplete';
import type { EntityFormProps } from '../../entities/entity-config';
import { useDirtyReport } from '../../entities/useDirtyReport';
import {
  checksumText,
  type OtaPackageValues,
  otaPackageDraft,
  otaPackageSchema,
  otaPackageValues,
} from './ota-package-values';

/**
 * A firmware or software package. A new one takes a file (with a checksum algorithm and an optional checksum to check)
 * or an external URL; a saved one keeps all but its tag and description (the platform refuses other changes).
 */
export function OtaPackageForm({ formId, entity, disabled, onSubmit, onDirtyChange }: EntityFormProps<OtaPackageInfo>) {
  const { t } = useTranslation();
  const form = useForm<OtaPackageValues>({
    resolver: zodResolver(otaPackageSchema),
    defaultValues: otaPackageValues(entity),
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const adding = entity === null;
  const fixed = disabled || !adding;
  const usesUrl = form.watch('usesUrl');
  const submit = (values: OtaPackageValues) => onSubmit(otaPackageDraft(entity, values));
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<OtaPackageValues> name="title" label="ota-update.title" required disabled={fixed} />
        <FormTextField<OtaPackageValues> name="version" label="ota-update.version" required disabled={fixed} />
        <FormTextField<OtaPackageValues> name="tag" label="ota-update.version-tag" disabled={disabled} />
        <Controller
          name="deviceProfileId"
          control={form.control}
          render={({ field, fieldState }) => (
            <EntityAutocomplete
              entityType="DEVICE_PROFILE"
              label="device-profile.device-profile"
              value={field.value ? { entityType: 'DEVICE_PROFILE', id: field.value } : null}
              onChange={(value) => field.onChange(value?.id ?? null)}
              onBlur={field.onBlur}
              required
              disabled={fixed}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="type"
          control={form.control}
          render={({ field }) => (
            <TextField select label={t('ota-update.package-type')} disabled={fixed} {...field}>
              {OTA_PACKAGE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`ota-update.types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {adding ? (
          <>
            <Controller
              name="usesUrl"
              control={form.control}
              render={({ field }) => (
                <RadioGroup
                  row
                  value={field.value ? 'url' : 'file'}
                  onChange={(event) => field.onChange(event.target.value === 'url')}
                  sx={{ my: 1 }}
                >
                  <FormControlLabel
                    value="file"
                    control={<Radio />}
                    label={t('ota-update.upload-binary-file')}
                    disabled={disabled}
                  />
                  <FormControlLabel
                    value="url"
                    control={<Radio />}
                    label={t('ota-update.use-external-url')}
                    disabled={disabled}
                  />
                </RadioGroup>
              )}
            />
            {usesUrl ? (
              <FormTextField<OtaPackageValues> name="url" label="ota-update.direct-url" required disabled={disabled} />
            ) : (
              <>
                <Controller
                  name="file"
                  control={form.control}
                  render={({ field, fieldState }) => (
                    <Box sx={{ my: 1 }}>
                      <FileInput
                        value={field.value ?? null}
                        onChange={field.onChange}
                        label="ota-update.drop-file"
                        requiredAsError={Boolean(fieldState.error)}
                        disabled={disabled}
                      />
                    </Box>
                  )}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <Controller
                    name="checksumAlgorithm"
                    control={form.control}
                    render={({ field }) => (
                      <TextField
                        select
                        label={t('ota-update.checksum-algorithm')}
                        disabled={disabled}
                        sx={{ minWidth: 200 }}
                        {...field}
                      >
                        {CHECKSUM_ALGORITHMS.map((algorithm) => (
                          <MenuItem key={algorithm} value={algorithm}>
                            {t(`ota-update.checksum-algorithms.${algorithm}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                  <FormTextField<OtaPackageValues>
                    name="checksum"
                    label="ota-update.checksum"
                    helperText={t('ota-update.checksum-hint')}
                    disabled={disabled}
                    sx={{ flex: 1 }}
                  />
                </Stack>
              </>
            )}
          </>
        ) : (
          <Stack spacing={0.5} sx={{ my: 2 }}>
            {entity.url ? (
              <Typography variant="body2">
                {t('ota-update.direct-url')}: {entity.url}
              </Typography>
            ) : (
              <>
                <Typography variant="body2">
                  {t('ota-update.file-name')}: {entity.fileName ?? ''}
                </Typography>
                <Typography variant="body2">
                  {t('ota-update.file-size')}: {entity.dataSize !== null ? formatBytes(entity.dataSize) : ''}
                </Typography>
                <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {t('ota-update.checksum')}: {checksumText(entity)}
                </Typography>
              </>
            )}
          </Stack>
        )}
        <FormTextField<OtaPackageValues>
          name="description"
          label="ota-update.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Box>
    </FormProvider>
  );
}

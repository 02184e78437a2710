import type { TenantInfo } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ContactFields } from '../../components/editors/contact/ContactFields';
import { contactDefaults, contactShape, refineContact } from '../../components/editors/contact/contact-schema';
import { FormTextField } from '../../components/editors/FormTextField';
import { api } from '../../core/http/api';
import type { EntityFormProps } from '../../entities/entity-config';
import { descriptionOf, emptyToNull } from '../../entities/form-values';
import { useDirtyReport } from '../../entities/useDirtyReport';

const schema = z
  .object({
    title: z.string().trim().min(1, 'tenant.title-required').max(255, 'tenant.title-max-length'),
    tenantProfileId: z.string().min(1, 'tenant.tenant-profile-required'),
    description: z.string(),
    ...contactShape,
  })
  .superRefine(refineContact);

type TenantValues = z.input<typeof schema>;

const PROFILE_PAGE = { page: 0, pageSize: 100, sortOrder: { property: 'name', direction: 'ASC' as const } };

/** Title, tenant profile, description and contact of a tenant; assigning a profile is choosing it here. */
export function TenantForm({ formId, entity, disabled, onSubmit, onDirtyChange }: EntityFormProps<TenantInfo>) {
  const { t } = useTranslation();
  const profiles = useQuery({
    queryKey: ['tenantProfileInfos'],
    queryFn: () => api.tenantProfiles.infos(PROFILE_PAGE),
  });
  const defaultProfile = useQuery({
    queryKey: ['tenantProfileInfo', 'default'],
    queryFn: () => api.tenantProfiles.defaultInfo(),
    enabled: !entity,
  });
  const form = useForm<TenantValues>({
    resolver: zodResolver(schema),
    values: {
      title: entity?.title ?? '',
      ...contactDefaults(entity),
      tenantProfileId: entity?.tenantProfileId.id ?? defaultProfile.data?.id.id ?? '',
      description: descriptionOf(entity?.additionalInfo),
    },
    resetOptions: { keepDirtyValues: true },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);

  const submit = ({ tenantProfileId, description, ...values }: TenantValues) =>
    onSubmit({
      ...entity,
      ...emptyToNull(values),
      title: values.title.trim(),
      tenantProfileId: { entityType: 'TENANT_PROFILE', id: tenantProfileId },
      additionalInfo: { ...entity?.additionalInfo, description },
    });

  const options = profiles.data?.data ?? [];
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<TenantValues> name="title" label="tenant.title" required disabled={disabled} />
        <Controller
          name="tenantProfileId"
          control={form.control}
          render={({ field, fieldState }) => (
            <Autocomplete
              options={options}
              value={options.find((option) => option.id.id === field.value) ?? null}
              onChange={(_event, option) => field.onChange(option?.id.id ?? '')}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id.id === value.id.id}
              disabled={disabled}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={t('tenant-profile.tenant-profile')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                />
              )}
            />
          )}
        />
        <FormTextField<TenantValues>
          name="description"
          label="tenant.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
        <ContactFields disabled={disabled} />
      </Box>
    </FormProvider>
  );
}

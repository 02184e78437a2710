import {
  DEFAULT_MAX_DASHBOARD_VERSIONS,
  defaultTenantProfileConfiguration,
  MAX_DASHBOARD_VERSIONS_FIELD,
  TENANT_PROFILE_NUMBER_LIMITS,
  TENANT_PROFILE_STRING_LIMITS,
  type TenantProfile,
  type TenantProfileConfiguration,
} from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../components/editors/FormTextField';
import type { EntityFormProps } from '../../entities/entity-config';
import { useDirtyReport } from '../../entities/useDirtyReport';
import { LIMIT_GROUPS, type LimitField, limitLabel } from './limit-groups';

/** The contract's number limits and Fleetdeck's own versions limit, edited alike. */
const NUMBER_LIMITS = [...TENANT_PROFILE_NUMBER_LIMITS, MAX_DASHBOARD_VERSIONS_FIELD] as const;
const NUMBER_FIELDS: ReadonlySet<string> = new Set(NUMBER_LIMITS);

const limitsShape = {
  ...Object.fromEntries(
    NUMBER_LIMITS.map((field) => [
      field,
      z
        .number({ error: 'tenant-profile.limit-required' })
        .int('tenant-profile.limit-integer')
        .min(0, 'tenant-profile.limit-min'),
    ]),
  ),
  ...Object.fromEntries(
    TENANT_PROFILE_STRING_LIMITS.map((field) => [field, z.string().max(255, 'tenant-profile.limit-max-length')]),
  ),
};

const schema = z.object({
  name: z.string().trim().min(1, 'tenant-profile.name-required').max(255, 'tenant-profile.name-max-length'),
  description: z.string(),
  isolatedTbRuleEngine: z.boolean(),
  limits: z.object(limitsShape),
});

type TenantProfileValues = {
  name: string;
  description: string;
  isolatedTbRuleEngine: boolean;
  limits: Record<LimitField, number | string>;
};

function limitsOf(configuration: TenantProfileConfiguration): Record<LimitField, number | string> {
  const values = {} as Record<LimitField, number | string>;
  for (const field of TENANT_PROFILE_NUMBER_LIMITS) values[field] = configuration[field] ?? 0;
  values[MAX_DASHBOARD_VERSIONS_FIELD] = configuration.maxDashboardVersions ?? DEFAULT_MAX_DASHBOARD_VERSIONS;
  for (const field of TENANT_PROFILE_STRING_LIMITS) values[field] = configuration[field] ?? '';
  return values;
}

/** A tenant profile with every limit of the contract editable (0 means unlimited). */
export function TenantProfileForm({
  formId,
  entity,
  disabled,
  onSubmit,
  onDirtyChange,
}: EntityFormProps<TenantProfile>) {
  const { t } = useTranslation();
  const configuration = { ...defaultTenantProfileConfiguration(), ...entity?.profileData.configuration };
  const form = useForm<TenantProfileValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      name: entity?.name ?? '',
      description: entity?.description ?? '',
      isolatedTbRuleEngine: entity?.isolatedTbRuleEngine ?? false,
      limits: limitsOf(configuration),
    },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);

  const submit = (values: TenantProfileValues) => {
    const limits = Object.fromEntries(
      Object.entries(values.limits).map(([field, value]) => [field, NUMBER_FIELDS.has(field) ? value : value || null]),
    );
    onSubmit({
      ...entity,
      name: values.name.trim(),
      description: values.description || null,
      isolatedTbRuleEngine: values.isolatedTbRuleEngine,
      profileData: {
        queueConfiguration: entity?.profileData.queueConfiguration ?? null,
        configuration: { ...configuration, ...limits, type: 'DEFAULT' } as TenantProfileConfiguration,
      },
    });
  };

  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<TenantProfileValues> name="name" label="tenant-profile.name" required disabled={disabled} />
        <FormTextField<TenantProfileValues>
          name="description"
          label="tenant-profile.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
        <Controller
          name="isolatedTbRuleEngine"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              disabled={disabled}
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('tenant-profile.isolated-tb-rule-engine')}
            />
          )}
        />
        {LIMIT_GROUPS.map((group) => (
          <Box
            key={group.title}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 2 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t(group.title)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('tenant-profile.unlimited-hint')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}>
              {group.fields.map((field) => (
                <FormTextField<TenantProfileValues>
                  key={field}
                  name={`limits.${field}`}
                  label={limitLabel(field)}
                  numeric={NUMBER_FIELDS.has(field)}
                  disabled={disabled}
                  slotProps={NUMBER_FIELDS.has(field) ? { htmlInput: { min: 0, step: 1 } } : undefined}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </FormProvider>
  );
}

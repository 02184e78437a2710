import type { EntityViewInfo } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack, Typography } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/editors/FormTextField';
import { EntityAutocomplete } from '../../components/pickers/EntityAutocomplete';
import { EntitySubtypeAutocomplete } from '../../components/pickers/EntitySubtypeAutocomplete';
import { EntityTypeSelect } from '../../components/pickers/EntityTypeSelect';
import { DateTimeInput } from '../../components/time/DateTimeInput';
import type { EntityFormProps } from '../../entities/entity-config';
import { useDirtyReport } from '../../entities/useDirtyReport';
import {
  ENTITY_VIEW_TARGET_TYPES,
  type EntityViewValues,
  entityViewDraft,
  entityViewSchema,
  entityViewValues,
} from './entity-view-values';
import { TargetKeysField } from './TargetKeysField';
import type { TargetKeySource } from './useTargetKeys';

type KeyField = 'timeseries' | 'clientAttributes' | 'sharedAttributes' | 'serverAttributes';

const KEY_FIELDS: { name: KeyField; label: string; source: TargetKeySource }[] = [
  { name: 'timeseries', label: 'entity-view.timeseries', source: { kind: 'timeseries' } },
  {
    name: 'clientAttributes',
    label: 'entity-view.client-attributes',
    source: { kind: 'attributes', scope: 'CLIENT_SCOPE' },
  },
  {
    name: 'sharedAttributes',
    label: 'entity-view.shared-attributes',
    source: { kind: 'attributes', scope: 'SHARED_SCOPE' },
  },
  {
    name: 'serverAttributes',
    label: 'entity-view.server-attributes',
    source: { kind: 'attributes', scope: 'SERVER_SCOPE' },
  },
];

/** An entity view: name, type, the device or asset it shows, the keys it exposes and the time window it covers. */
export function EntityViewForm({ formId, entity, disabled, onSubmit, onDirtyChange }: EntityFormProps<EntityViewInfo>) {
  const { t } = useTranslation();
  const form = useForm<EntityViewValues>({
    resolver: zodResolver(entityViewSchema),
    defaultValues: entityViewValues(entity),
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const targetType = form.watch('targetType');
  const startTimeMs = form.watch('startTimeMs');
  const targetId = form.watch('targetId');
  const target = targetId ? { entityType: targetType, id: targetId } : null;
  const submit = (values: EntityViewValues) => onSubmit(entityViewDraft(entity, values));
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<EntityViewValues> name="name" label="entity-view.name" required disabled={disabled} />
        <Controller
          name="type"
          control={form.control}
          render={({ field, fieldState }) => (
            <EntitySubtypeAutocomplete
              entityType="ENTITY_VIEW"
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              required
              disabled={disabled}
              error={fieldState.error?.message}
            />
          )}
        />
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          {t('entity-view.target-entity')}
        </Typography>
        {/* A flex gap keeps every field's own top margin, which leaves room for its floating label under the heading. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: 'flex-start' }}>
          <Controller
            name="targetType"
            control={form.control}
            render={({ field }) => (
              <EntityTypeSelect
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.setValue('targetId', null);
                }}
                allowedTypes={ENTITY_VIEW_TARGET_TYPES}
                required
                disabled={disabled}
              />
            )}
          />
          <Box sx={{ flex: 1, width: '100%' }}>
            <Controller
              name="targetId"
              control={form.control}
              render={({ field, fieldState }) => (
                <EntityAutocomplete
                  entityType={targetType}
                  value={field.value ? { entityType: targetType, id: field.value } : null}
                  onChange={(value) => field.onChange(value?.id ?? null)}
                  onBlur={field.onBlur}
                  required
                  disabled={disabled}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Box>
        </Stack>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('entity-view.keys')}
        </Typography>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {KEY_FIELDS.map((keyField) => (
            <Controller
              key={keyField.name}
              name={keyField.name}
              control={form.control}
              render={({ field }) => (
                <TargetKeysField
                  label={keyField.label}
                  target={target}
                  source={keyField.source}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={disabled}
                />
              )}
            />
          ))}
        </Stack>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('entity-view.date-limits')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
          <Controller
            name="startTimeMs"
            control={form.control}
            render={({ field }) => (
              <DateTimeInput
                label="entity-view.start-time"
                value={field.value}
                onChange={field.onChange}
                disabled={disabled}
              />
            )}
          />
          <Controller
            name="endTimeMs"
            control={form.control}
            render={({ field, fieldState }) => (
              <DateTimeInput
                label="entity-view.end-time"
                value={field.value}
                onChange={field.onChange}
                disabled={disabled}
                minMs={startTimeMs}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
        <FormTextField<EntityViewValues>
          name="description"
          label="entity-view.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Box>
    </FormProvider>
  );
}

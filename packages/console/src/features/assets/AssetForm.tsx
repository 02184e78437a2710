import type { AssetInfo } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../components/editors/FormTextField';
import { EntitySubtypeAutocomplete } from '../../components/pickers/EntitySubtypeAutocomplete';
import type { EntityFormProps } from '../../entities/entity-config';
import { descriptionOf } from '../../entities/form-values';
import { useDirtyReport } from '../../entities/useDirtyReport';

const schema = z.object({
  name: z.string().trim().min(1, 'asset.name-required').max(255, 'asset.name-max-length'),
  type: z.string().trim().min(1, 'asset.asset-type-required').max(255, 'asset.asset-type-max-length'),
  label: z.string().max(255, 'asset.label-max-length'),
  description: z.string(),
});

type AssetValues = z.input<typeof schema>;

/** Name, type, label and description of an asset. */
export function AssetForm({ formId, entity, disabled, onSubmit, onDirtyChange }: EntityFormProps<AssetInfo>) {
  const form = useForm<AssetValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: entity?.name ?? '',
      type: entity?.type ?? '',
      label: entity?.label ?? '',
      description: descriptionOf(entity?.additionalInfo),
    },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const submit = ({ description, ...values }: AssetValues) =>
    onSubmit({
      ...entity,
      name: values.name.trim(),
      type: values.type.trim(),
      label: values.label.trim() || null,
      additionalInfo: { ...entity?.additionalInfo, description },
    });
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<AssetValues> name="name" label="asset.name" required disabled={disabled} />
        <Controller
          name="type"
          control={form.control}
          render={({ field, fieldState }) => (
            <EntitySubtypeAutocomplete
              entityType="ASSET"
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              required
              disabled={disabled}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormTextField<AssetValues> name="label" label="asset.label" disabled={disabled} />
        <FormTextField<AssetValues>
          name="description"
          label="asset.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Box>
    </FormProvider>
  );
}

import type { EdgeInfo } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CopyButton } from '../../components/chrome/CopyButton';
import { FormTextField } from '../../components/editors/FormTextField';
import { EntitySubtypeAutocomplete } from '../../components/pickers/EntitySubtypeAutocomplete';
import type { EntityFormProps } from '../../entities/entity-config';
import { descriptionOf } from '../../entities/form-values';
import { useDirtyReport } from '../../entities/useDirtyReport';
import { generateEdgeSecret, generateRoutingKey } from './edge-keys';

const schema = z.object({
  name: z.string().trim().min(1, 'edge.name-required').max(255, 'edge.name-max-length'),
  type: z.string().trim().min(1, 'edge.edge-type-required').max(255, 'edge.type-max-length'),
  label: z.string().max(255, 'edge.label-max-length'),
  description: z.string(),
});

type EdgeValues = z.input<typeof schema>;

/** Name, type, label and description of an edge; its routing key and secret are shown with copy buttons. */
export function EdgeForm({ formId, entity, disabled, onSubmit, onDirtyChange }: EntityFormProps<EdgeInfo>) {
  const { t } = useTranslation();
  // A new edge gets its keys here, so the user can copy them before saving.
  const [keys] = useState(() => ({
    routingKey: entity?.routingKey ?? generateRoutingKey(),
    secret: entity?.secret ?? generateEdgeSecret(),
  }));
  const form = useForm<EdgeValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: entity?.name ?? '',
      type: entity?.type ?? 'default',
      label: entity?.label ?? '',
      description: descriptionOf(entity?.additionalInfo),
    },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const submit = ({ description, ...values }: EdgeValues) =>
    onSubmit({
      ...entity,
      ...keys,
      name: values.name.trim(),
      type: values.type.trim(),
      label: values.label.trim() || null,
      additionalInfo: { ...entity?.additionalInfo, description },
    });
  const copyable = (text: string, label: string) => ({
    input: {
      readOnly: true,
      endAdornment: (
        <InputAdornment position="end">
          <CopyButton text={text} label={label} />
        </InputAdornment>
      ),
    },
  });
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<EdgeValues> name="name" label="edge.name" required disabled={disabled} />
        <Controller
          name="type"
          control={form.control}
          render={({ field, fieldState }) => (
            <EntitySubtypeAutocomplete
              entityType="EDGE"
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              required
              disabled={disabled}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormTextField<EdgeValues> name="label" label="edge.label" disabled={disabled} />
        <TextField
          label={t('edge.edge-key')}
          value={keys.routingKey}
          slotProps={copyable(keys.routingKey, 'edge.copy-edge-key')}
        />
        <TextField
          label={t('edge.edge-secret')}
          value={keys.secret}
          slotProps={copyable(keys.secret, 'edge.copy-edge-secret')}
        />
        <FormTextField<EdgeValues>
          name="description"
          label="edge.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Box>
    </FormProvider>
  );
}

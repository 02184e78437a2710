import { RESOURCE_MAX_FILE_BYTES, RESOURCE_TYPES, type TbResourceInfo } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, FormHelperText, MenuItem, TextField, Typography } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/editors/FormTextField';
import { FileInput } from '../../components/media/FileInput';
import { formatBytes } from '../../components/media/file-types';
import type { EntityFormProps } from '../../entities/entity-config';
import { useDirtyReport } from '../../entities/useDirtyReport';
import {
  RESOURCE_EXTENSIONS,
  type ResourceValues,
  resourceDraft,
  resourceSchema,
  resourceValues,
} from './resource-values';

/**
 * A resource of the library: its type (fixed once saved), its title (a LwM2M model's comes from its file) and its
 * file, dropped or chosen; a saved resource keeps its file unless another is chosen.
 */
export function ResourceForm({ formId, entity, disabled, onSubmit, onDirtyChange }: EntityFormProps<TbResourceInfo>) {
  const { t } = useTranslation();
  const adding = entity === null;
  const form = useForm<ResourceValues>({
    resolver: zodResolver(resourceSchema(adding)),
    defaultValues: resourceValues(entity),
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const resourceType = form.watch('resourceType');
  const submit = (values: ResourceValues) => onSubmit(resourceDraft(entity, values));
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <Controller
          name="resourceType"
          control={form.control}
          render={({ field }) => (
            <TextField
              select
              label={t('resource.resource-type')}
              disabled={disabled || !adding}
              {...field}
              onChange={(event) => {
                field.onChange(event.target.value);
                // A file of the former type would not be one the new type takes.
                form.setValue('file', null);
              }}
            >
              {RESOURCE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`resource.types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {resourceType !== 'LWM2M_MODEL' && (
          <FormTextField<ResourceValues> name="title" label="resource.title" required disabled={disabled} />
        )}
        <Controller
          name="file"
          control={form.control}
          render={({ field, fieldState }) => (
            <Box sx={{ my: 1 }}>
              {!adding && (
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {t('ota-update.file-name')}: {field.value?.name ?? entity.resourceKey}
                </Typography>
              )}
              <FileInput
                value={field.value ?? null}
                onChange={field.onChange}
                accept={RESOURCE_EXTENSIONS[resourceType]}
                label="resource.drop-file"
                requiredAsError={fieldState.error?.message === 'import.no-file'}
                disabled={disabled}
              />
              {fieldState.error?.message === 'resource.file-too-large' && (
                <FormHelperText error>
                  {t('resource.file-too-large', { size: formatBytes(RESOURCE_MAX_FILE_BYTES) })}
                </FormHelperText>
              )}
            </Box>
          )}
        />
      </Box>
    </FormProvider>
  );
}

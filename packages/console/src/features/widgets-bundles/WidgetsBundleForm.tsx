import type { WidgetsBundle } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../components/editors/FormTextField';
import { ImageField } from '../../components/media/ImageField';
import type { EntityFormProps } from '../../entities/entity-config';
import { useDirtyReport } from '../../entities/useDirtyReport';

const schema = z.object({
  title: z.string().trim().min(1, 'widgets-bundle.title-required').max(255, 'widgets-bundle.title-max-length'),
  description: z.string(),
  image: z.string().nullable(),
});

type WidgetsBundleValues = z.input<typeof schema>;

/** The title, description and picture of a bundle; its widget types are listed on the bundle's own page. */
export function WidgetsBundleForm({
  formId,
  entity,
  disabled,
  onSubmit,
  onDirtyChange,
}: EntityFormProps<WidgetsBundle>) {
  const form = useForm<WidgetsBundleValues>({
    resolver: zodResolver(schema),
    defaultValues: { title: entity?.title ?? '', description: entity?.description ?? '', image: entity?.image ?? null },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const submit = (values: WidgetsBundleValues) =>
    onSubmit({ ...entity, title: values.title.trim(), description: values.description, image: values.image });
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<WidgetsBundleValues> name="title" label="widgets-bundle.title" required disabled={disabled} />
        <Controller
          name="image"
          control={form.control}
          render={({ field }) => (
            <ImageField
              value={field.value}
              alt="widgets-bundle.image-preview"
              onChange={field.onChange}
              disabled={disabled}
            />
          )}
        />
        <FormTextField<WidgetsBundleValues>
          name="description"
          label="widgets-bundle.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Box>
    </FormProvider>
  );
}

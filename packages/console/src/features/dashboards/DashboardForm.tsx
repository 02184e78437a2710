import type { DashboardInfo } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../components/editors/FormTextField';
import type { EntityFormProps } from '../../entities/entity-config';
import { useDirtyReport } from '../../entities/useDirtyReport';
import type { DashboardListEntry } from './dashboards-config';

const schema = z.object({
  title: z.string().trim().min(1, 'dashboard.title-required').max(255, 'dashboard.title-max-length'),
  description: z.string(),
});

type DashboardValues = z.input<typeof schema>;

/** The title and description of a dashboard; its widgets are edited on the dashboard itself. */
export function DashboardForm({
  formId,
  entity,
  disabled,
  onSubmit,
  onDirtyChange,
}: EntityFormProps<DashboardListEntry>) {
  const form = useForm<DashboardValues>({
    resolver: zodResolver(schema),
    defaultValues: { title: entity?.title ?? '', description: entity?.description ?? '' },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const submit = (values: DashboardValues) =>
    onSubmit({ ...(entity as DashboardInfo | null), title: values.title.trim(), description: values.description });
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<DashboardValues> name="title" label="dashboard.title" required disabled={disabled} />
        <FormTextField<DashboardValues>
          name="description"
          label="dashboard.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Box>
    </FormProvider>
  );
}

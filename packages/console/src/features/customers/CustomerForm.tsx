import type { Customer } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ContactFields } from '../../components/editors/contact/ContactFields';
import { contactDefaults, contactShape, refineContact } from '../../components/editors/contact/contact-schema';
import { FormTextField } from '../../components/editors/FormTextField';
import type { EntityFormProps } from '../../entities/entity-config';
import { descriptionOf, emptyToNull } from '../../entities/form-values';
import { useDirtyReport } from '../../entities/useDirtyReport';

const schema = z
  .object({
    title: z.string().trim().min(1, 'customer.title-required').max(255, 'customer.title-max-length'),
    description: z.string(),
    ...contactShape,
  })
  .superRefine(refineContact);

type CustomerValues = z.input<typeof schema>;

/** Title, description and the contact form for a customer. */
export function CustomerForm({ formId, entity, disabled, onSubmit, onDirtyChange }: EntityFormProps<Customer>) {
  const form = useForm<CustomerValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: entity?.title ?? '',
      ...contactDefaults(entity),
      description: descriptionOf(entity?.additionalInfo),
    },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const submit = ({ description, ...values }: CustomerValues) =>
    onSubmit({
      ...entity,
      ...emptyToNull(values),
      title: values.title.trim(),
      additionalInfo: { ...entity?.additionalInfo, description },
    });
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<CustomerValues> name="title" label="customer.title" required disabled={disabled} />
        <FormTextField<CustomerValues>
          name="description"
          label="customer.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
        <ContactFields disabled={disabled} />
      </Box>
    </FormProvider>
  );
}

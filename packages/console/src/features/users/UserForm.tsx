import type { User } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, MenuItem, TextField } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../components/editors/FormTextField';
import type { EntityFormProps } from '../../entities/entity-config';
import { descriptionOf } from '../../entities/form-values';
import { useDirtyReport } from '../../entities/useDirtyReport';

export type ActivationMethod = 'displayActivationLink' | 'sendActivationMail';

/** What the user form submits: the user, plus how a new user is told to activate the account. */
export type UserDraft = Partial<User> & { activationMethod?: ActivationMethod };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const schema = z.object({
  email: z.string().trim().min(1, 'user.email-required').regex(EMAIL, 'user.invalid-email-format'),
  firstName: z.string().max(255, 'user.first-name-max-length'),
  lastName: z.string().max(255, 'user.last-name-max-length'),
  description: z.string(),
  activationMethod: z.enum(['displayActivationLink', 'sendActivationMail']),
});

type UserValues = z.input<typeof schema>;

/** Email, names and description of a user; a new user also gets an activation method. */
export function UserForm({ formId, entity, disabled, onSubmit, onDirtyChange }: EntityFormProps<User>) {
  const { t } = useTranslation();
  const form = useForm<UserValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: entity?.email ?? '',
      firstName: entity?.firstName ?? '',
      lastName: entity?.lastName ?? '',
      description: descriptionOf(entity?.additionalInfo),
      activationMethod: 'displayActivationLink',
    },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const submit = (values: UserValues) => {
    const draft: UserDraft = {
      ...entity,
      email: values.email.trim(),
      firstName: values.firstName || null,
      lastName: values.lastName || null,
      additionalInfo: { ...entity?.additionalInfo, description: values.description },
      activationMethod: entity ? undefined : values.activationMethod,
    };
    onSubmit(draft);
  };
  return (
    <FormProvider {...form}>
      <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField<UserValues> name="email" label="user.email" type="email" required disabled={disabled} />
        <FormTextField<UserValues> name="firstName" label="user.first-name" disabled={disabled} />
        <FormTextField<UserValues> name="lastName" label="user.last-name" disabled={disabled} />
        <FormTextField<UserValues>
          name="description"
          label="user.description"
          multiline
          minRows={2}
          disabled={disabled}
        />
        {!entity && (
          <Controller
            name="activationMethod"
            control={form.control}
            render={({ field }) => (
              <TextField select label={t('user.activation-method')} disabled={disabled} {...field}>
                <MenuItem value="displayActivationLink">{t('user.display-activation-link')}</MenuItem>
                <MenuItem value="sendActivationMail">{t('user.send-activation-mail')}</MenuItem>
              </TextField>
            )}
          />
        )}
      </Box>
    </FormProvider>
  );
}

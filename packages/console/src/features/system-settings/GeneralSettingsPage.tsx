import type { GeneralSettings } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, FormControlLabel } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/editors/FormTextField';
import { useIsLoading } from '../../core/http/loading-store';
import { useAdminSettings } from './admin-settings-query';
import {
  type GeneralSettingsValues,
  generalSettingsSchema,
  generalSettingsValues,
  toGeneralSettings,
} from './general-settings-form';
import { SettingsCard } from './SettingsCard';

/** /settings/general: the base URL, and whether links must use it rather than the request's host. */
export function GeneralSettingsPage() {
  const { settings, save } = useAdminSettings<GeneralSettings>('general');
  const stored = settings.data?.jsonValue;
  return stored ? (
    <GeneralSettingsForm stored={stored} save={(value, onSaved) => save.mutate(value, { onSuccess: onSaved })} />
  ) : null;
}

interface GeneralSettingsFormProps {
  stored: GeneralSettings;
  save(settings: GeneralSettings, onSaved: () => void): void;
}

/** The form starts from the stored settings, so its checkbox is controlled from the first render. */
function GeneralSettingsForm({ stored, save }: GeneralSettingsFormProps) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const form = useForm<GeneralSettingsValues>({
    resolver: zodResolver(generalSettingsSchema),
    defaultValues: generalSettingsValues(stored),
  });
  const submit = (values: GeneralSettingsValues) => save(toGeneralSettings(stored, values), () => form.reset(values));
  return (
    <FormProvider {...form}>
      <SettingsCard
        title="admin.general-settings"
        onSubmit={form.handleSubmit(submit)}
        actions={
          <Button type="submit" variant="contained" disabled={loading || !form.formState.isDirty}>
            {t('action.save')}
          </Button>
        }
      >
        <FormTextField<GeneralSettingsValues> name="baseUrl" label="admin.base-url" required fullWidth />
        <Controller
          name="prohibitDifferentUrl"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('admin.prohibit-different-url')}
            />
          )}
        />
      </SettingsCard>
    </FormProvider>
  );
}

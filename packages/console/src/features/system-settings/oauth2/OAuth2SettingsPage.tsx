import type { OAuth2ClientRegistrationTemplate, OAuth2Info } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormControlLabel, Switch } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../core/http/api';
import { useIsLoading } from '../../../core/http/loading-store';
import { showToast } from '../../../core/notifications/toast-store';
import { SettingsCard } from '../SettingsCard';
import { OAuth2ParamsFields } from './OAuth2ParamsFields';
import {
  newParamsValues,
  type OAuth2SettingsValues,
  oauth2SettingsSchema,
  oauth2SettingsValues,
  toOAuth2Info,
} from './oauth2-settings-form';

type Values = OAuth2SettingsValues;
const CONFIG_KEY = ['oauth2Config'];
const TEMPLATES_KEY = ['oauth2Templates'];

/** /settings/oauth2: the sign-in through OAuth2 providers, per domain and mobile application. */
export function OAuth2SettingsPage() {
  const config = useQuery({ queryKey: CONFIG_KEY, queryFn: () => api.oauth2.config() });
  const templates = useQuery({ queryKey: TEMPLATES_KEY, queryFn: () => api.oauth2.templates(), staleTime: Infinity });
  return config.isSuccess && templates.isSuccess ? (
    <OAuth2SettingsForm config={config.data} templates={templates.data} />
  ) : null;
}

function OAuth2SettingsForm({
  config,
  templates,
}: {
  config: OAuth2Info;
  templates: OAuth2ClientRegistrationTemplate[];
}) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(oauth2SettingsSchema),
    defaultValues: oauth2SettingsValues(config),
  });
  const params = useFieldArray({ control: form.control, name: 'params' });
  const save = useMutation({
    mutationFn: (info: OAuth2Info) => api.oauth2.saveConfig(info),
    onSuccess: (saved) => {
      queryClient.setQueryData(CONFIG_KEY, saved);
      form.reset(oauth2SettingsValues(saved));
      showToast({ type: 'success', message: t('admin.settings-saved') });
    },
  });

  return (
    <FormProvider {...form}>
      <SettingsCard
        title="admin.oauth2.oauth2"
        helpLinkId="oauth2Settings"
        onSubmit={form.handleSubmit((values) => save.mutate(toOAuth2Info(values)))}
        actions={
          <Button type="submit" variant="contained" disabled={loading || !form.formState.isDirty}>
            {t('action.save')}
          </Button>
        }
      >
        <Controller
          name="enabled"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('admin.oauth2.enable')}
              sx={{ mb: 1 }}
            />
          )}
        />
        {params.fields.map((field, index) => (
          <OAuth2ParamsFields
            key={field.id}
            index={index}
            templates={templates}
            onDelete={() => params.remove(index)}
          />
        ))}
        <Button variant="outlined" onClick={() => params.append(newParamsValues())}>
          {t('admin.oauth2.add-domain')}
        </Button>
      </SettingsCard>
    </FormProvider>
  );
}

import type { User } from '@fleetdeck/model';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { useIsLoading } from '../../core/http/loading-store';
import { languageForProfile } from '../../core/i18n/i18n';
import { LANGUAGES } from '../../core/i18n/languages';
import { showToast } from '../../core/notifications/toast-store';
import { useAuthStore } from '../../core/session/auth-store';
import { applyUserDetails } from '../../core/session/session';
import { loadDashboardChoices } from './dashboard-choices';

interface ProfileValues {
  firstName: string;
  lastName: string;
  lang: string;
  defaultDashboardId: string | null;
  defaultDashboardFullscreen: boolean;
}

function valuesOf(user: User): ProfileValues {
  const info = user.additionalInfo ?? {};
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    lang: languageForProfile(info.lang),
    defaultDashboardId: info.defaultDashboardId ?? null,
    defaultDashboardFullscreen: Boolean(info.defaultDashboardFullscreen),
  };
}

/** The signed-in user's profile: name, language and default dashboard, saved with POST /api/user. */
export function ProfilePage() {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const authUser = useAuthStore((state) => state.authUser);
  const user = useQuery({ queryKey: ['currentUser'], queryFn: () => api.auth.currentUser() });
  const dashboards = useQuery({
    queryKey: ['dashboardChoices', authUser?.userId],
    queryFn: () => (authUser ? loadDashboardChoices(authUser) : []),
  });
  const { register, control, handleSubmit, reset, formState } = useForm<ProfileValues>();

  useEffect(() => {
    if (user.data) reset(valuesOf(user.data));
  }, [user.data, reset]);

  const save = useMutation({
    mutationFn: (values: ProfileValues) => {
      const current = user.data as User;
      return api.users.save({
        ...current,
        firstName: values.firstName || null,
        lastName: values.lastName || null,
        additionalInfo: {
          ...current.additionalInfo,
          lang: values.lang,
          defaultDashboardId: values.defaultDashboardId,
          defaultDashboardFullscreen: values.defaultDashboardFullscreen,
        },
      });
    },
    onSuccess: async (saved) => {
      await applyUserDetails(saved);
      await user.refetch();
      showToast({ type: 'success', message: t('profile.profile-saved') });
    },
  });

  if (!user.data) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 720 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('profile.profile')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="profile-email">
            {user.data.email}
          </Typography>
          <Box component="form" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
            <TextField label={t('user.first-name')} {...register('firstName')} />
            <TextField label={t('user.last-name')} {...register('lastName')} />
            <Controller
              name="lang"
              control={control}
              render={({ field }) => (
                // Controlled from the first render: MUI keeps a select uncontrolled (blank) if it mounts without a value.
                <TextField select label={t('language.language')} {...field} value={field.value ?? ''}>
                  {LANGUAGES.map((language) => (
                    <MenuItem key={language.code} value={language.code}>
                      {language.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="defaultDashboardId"
              control={control}
              render={({ field }) => {
                const choices = dashboards.data ?? [];
                return (
                  <Autocomplete
                    options={choices}
                    value={choices.find((choice) => choice.id.id === field.value) ?? null}
                    onChange={(_event, choice) => field.onChange(choice?.id.id ?? null)}
                    getOptionLabel={(choice) => choice.title}
                    isOptionEqualToValue={(option, value) => option.id.id === value.id.id}
                    noOptionsText={t('dashboard.no-dashboards-text')}
                    renderInput={(params) => <TextField {...params} label={t('dashboard.default-dashboard')} />}
                  />
                );
              }}
            />
            <Controller
              name="defaultDashboardFullscreen"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                  }
                  label={t('dashboard.always-fullscreen')}
                />
              )}
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button type="submit" variant="contained" disabled={loading || !formState.isDirty}>
                {t('action.save')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

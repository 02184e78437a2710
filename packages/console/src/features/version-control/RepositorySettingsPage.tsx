import type { RepositorySettings } from '@fleetdeck/model';
import { Button, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { api } from '../../core/http/api';
import { showToast } from '../../core/notifications/toast-store';
import { SettingsCard } from '../system-settings/SettingsCard';
import { REPOSITORY_SETTINGS_KEY, useRepositorySettings } from './repository-settings-query';

/** /settings/repository: where the tenant's versions are kept and how to sign in to it. */
export function RepositorySettingsPage() {
  const stored = useRepositorySettings();
  return stored.isSuccess ? <RepositorySettingsForm key={stored.dataUpdatedAt} stored={stored.data} /> : null;
}

interface FormValues {
  repositoryUri: string;
  defaultBranch: string;
  readOnly: boolean;
  username: string;
  /** empty keeps the stored password */
  password: string;
}

function formValues(stored: RepositorySettings | null): FormValues {
  return {
    repositoryUri: stored?.repositoryUri ?? '',
    defaultBranch: stored?.defaultBranch ?? 'main',
    readOnly: stored?.readOnly ?? false,
    username: stored?.username ?? '',
    password: '',
  };
}

function toSettings(values: FormValues): Partial<RepositorySettings> {
  return {
    repositoryUri: values.repositoryUri.trim(),
    defaultBranch: values.defaultBranch.trim() || null,
    readOnly: values.readOnly,
    showMergeCommits: false,
    authMethod: 'USERNAME_PASSWORD',
    username: values.username.trim() || null,
    password: values.password || null,
  };
}

/** The server checks the settings against the repository before it stores them; its refusal shows as a toast. */
function RepositorySettingsForm({ stored }: { stored: RepositorySettings | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => formValues(stored));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: REPOSITORY_SETTINGS_KEY });

  const save = useMutation({
    mutationFn: () => api.versionControl.saveRepositorySettings(toSettings(values)),
    onSuccess: async () => {
      await refresh();
      showToast({ type: 'success', message: t('admin.settings-saved') });
    },
  });
  const check = useMutation({
    mutationFn: () => api.versionControl.checkAccess(toSettings(values)),
    onSuccess: () => showToast({ type: 'success', message: t('admin.check-repository-access-success') }),
  });
  const remove = useMutation({
    mutationFn: () => api.versionControl.deleteRepositorySettings(),
    onSettled: () => setConfirmDelete(false),
    onSuccess: () => refresh(),
  });
  const busy = save.isPending || check.isPending || remove.isPending;
  const missingUri = values.repositoryUri.trim() === '';
  return (
    <SettingsCard
      title="admin.repository-settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      actions={
        <>
          {stored && (
            <Button color="error" disabled={busy} onClick={() => setConfirmDelete(true)}>
              {t('action.delete')}
            </Button>
          )}
          <Button variant="outlined" disabled={busy || missingUri} onClick={() => check.mutate()}>
            {t('admin.check-repository-access')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || missingUri}>
            {t('action.save')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('admin.repository-url')}
        value={values.repositoryUri}
        onChange={(event) => set('repositoryUri', event.target.value)}
        required
        fullWidth
        margin="dense"
      />
      <TextField
        label={t('admin.default-branch')}
        value={values.defaultBranch}
        onChange={(event) => set('defaultBranch', event.target.value)}
        fullWidth
        margin="dense"
      />
      <FormControlLabel
        control={<Checkbox checked={values.readOnly} onChange={(event) => set('readOnly', event.target.checked)} />}
        label={t('admin.repository-read-only')}
      />
      <TextField
        label={t('admin.username')}
        value={values.username}
        onChange={(event) => set('username', event.target.value)}
        fullWidth
        margin="dense"
        autoComplete="off"
      />
      <TextField
        label={t('common.password')}
        type="password"
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        helperText={stored ? t('admin.repository-password-kept') : undefined}
        fullWidth
        margin="dense"
        autoComplete="new-password"
      />
      <ConfirmDialog
        open={confirmDelete}
        busy={remove.isPending}
        title={t('admin.delete-repository-settings-title')}
        message={t('admin.delete-repository-settings-text')}
        okLabel={t('action.delete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate()}
      />
    </SettingsCard>
  );
}

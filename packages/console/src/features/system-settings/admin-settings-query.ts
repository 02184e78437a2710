import type { AdminSettings } from '@fleetdeck/model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { showToast } from '../../core/notifications/toast-store';

const settingsKey = (key: string) => ['adminSettings', key];

/** The administration settings stored under a key, and their save, which tells the user it is done. */
export function useAdminSettings<T>(key: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey(key), queryFn: () => api.admin.settings<T>(key) });
  const save = useMutation({
    mutationFn: (jsonValue: T) => api.admin.saveSettings<T>({ ...settings.data, key, jsonValue }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminSettings<T>>(settingsKey(key), saved);
      showToast({ type: 'success', message: t('admin.settings-saved') });
    },
  });
  return { settings, save };
}

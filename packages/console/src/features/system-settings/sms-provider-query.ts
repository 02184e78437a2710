import { ApiError } from '@fleetdeck/client';
import type { SmsProviderConfiguration } from '@fleetdeck/model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { showToast } from '../../core/notifications/toast-store';

const SMS_KEY = ['adminSettings', 'sms'];

/** The stored SMS provider, null until one is saved (the server answers 404 then), and its save. */
export function useSmsProviderSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: SMS_KEY,
    queryFn: async () => {
      try {
        return (await api.admin.settings<SmsProviderConfiguration>('sms')).jsonValue;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
  const save = useMutation({
    mutationFn: async (jsonValue: SmsProviderConfiguration) =>
      (await api.admin.saveSettings({ key: 'sms', jsonValue })).jsonValue,
    onSuccess: (saved) => {
      queryClient.setQueryData(SMS_KEY, saved);
      showToast({ type: 'success', message: t('admin.settings-saved') });
    },
  });
  return { settings, save };
}

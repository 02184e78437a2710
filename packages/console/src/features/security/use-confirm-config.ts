import { ApiError } from '@fleetdeck/client';
import type { AccountTwoFaSettings, TwoFaAccountConfig } from '@fleetdeck/model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../core/http/api';
import { reportError } from '../../core/http/report-error';

export const ACCOUNT_SETTINGS_KEY = ['twoFaAccountSettings'];

/**
 * Confirms a generated config with a code: a wrong code shows under the field, any other failure as a toast; on
 * success the account settings are replaced and `onDone` runs.
 */
export function useConfirmConfig(onDone: () => void) {
  const queryClient = useQueryClient();
  const [codeError, setCodeError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: ({ config, code }: { config: TwoFaAccountConfig; code: string }) =>
      api.twoFactor.verifyAndSaveConfig(config, code),
    meta: { suppressErrors: true },
    onSuccess: (saved: AccountTwoFaSettings) => {
      queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, saved);
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.message === 'Verification code is incorrect') {
        setCodeError('login.verification-code-incorrect');
      } else reportError(error);
    },
  });
  return { confirm, codeError, setCodeError };
}

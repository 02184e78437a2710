import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';

export const REPOSITORY_SETTINGS_KEY = ['repositorySettings'] as const;

/** The tenant's repository settings (null when there are none), without any secret. */
export function useRepositorySettings() {
  return useQuery({
    queryKey: REPOSITORY_SETTINGS_KEY,
    queryFn: async () => (await api.versionControl.repositorySettings()) ?? null,
  });
}

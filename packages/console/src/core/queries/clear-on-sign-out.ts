import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../session/auth-store';

/**
 * Forgets every cached answer when the signed-in user goes away or changes: the next user (another tenant, another
 * customer) must not see the previous user's lists, entities or types. Returns the unsubscribe function.
 */
export function clearQueriesOnSignOut(queryClient: QueryClient): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (previous.authUser && state.authUser?.userId !== previous.authUser.userId) queryClient.clear();
  });
}

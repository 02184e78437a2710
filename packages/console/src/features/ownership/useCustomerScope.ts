import { useAuthStore } from '../../core/session/auth-store';

/** The customer whose entities a customer user's lists show; null for a tenant administrator. */
export function useCustomerScope(): string | null {
  return useAuthStore((state) =>
    state.authUser?.authority === 'CUSTOMER_USER' ? (state.authUser.customerId ?? null) : null,
  );
}

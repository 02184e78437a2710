import type { Authority } from '@fleetdeck/model';
import { initialAuthState, useAuthStore } from '../core/session/auth-store';

export const TENANT_ID = '1e1a0a00-0000-11ee-8000-000000000001';
export const CUSTOMER_ID = '1e1a0a00-0000-11ee-8000-000000000002';

/** Signs a user of the authority in, as far as components can tell from the auth store. */
export function signInAs(authority: Authority, options: { edgesEnabled?: boolean } = {}): void {
  useAuthStore.setState({
    ...initialAuthState,
    status: 'authenticated',
    edgesSupportEnabled: options.edgesEnabled ?? false,
    authUser: {
      sub: 'user@fleetdeck.test',
      userId: '1e1a0a00-0000-11ee-8000-000000000003',
      scopes: [authority],
      authority,
      isPublic: false,
      tenantId: TENANT_ID,
      customerId: authority === 'CUSTOMER_USER' ? CUSTOMER_ID : '13814000-1dd2-11b2-8080-808080808080',
      firstName: null,
      lastName: null,
    },
  });
}

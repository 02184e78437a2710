import type { UserAuthority } from '@fleetdeck/model';

/** The caller of a request, as read from its access token. */
export interface SecurityUser {
  userId: string;
  email: string;
  authority: UserAuthority;
  tenantId: string;
  customerId: string;
  firstName: string | null;
  lastName: string | null;
  enabled: boolean;
  isPublic: boolean;
}

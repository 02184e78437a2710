import type { UserAuthority } from '../authority.js';
import type { CustomerId, TenantId, UserId } from '../ids.js';

export interface UserAdditionalInfo {
  userCredentialsEnabled?: boolean;
  lastLoginTs?: number;
  failedLoginAttempts?: number;
  lang?: string;
  defaultDashboardId?: string | null;
  defaultDashboardFullscreen?: boolean;
  homeDashboardId?: string | null;
  homeDashboardHideToolbar?: boolean;
  description?: string;
  [key: string]: unknown;
}

export interface User {
  id: UserId;
  createdTime: number;
  additionalInfo: UserAdditionalInfo | null;
  tenantId: TenantId;
  customerId: CustomerId;
  email: string;
  authority: UserAuthority;
  firstName: string | null;
  lastName: string | null;
  name: string;
}

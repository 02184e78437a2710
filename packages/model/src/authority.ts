export const AUTHORITIES = [
  'SYS_ADMIN',
  'TENANT_ADMIN',
  'CUSTOMER_USER',
  'REFRESH_TOKEN',
  'PRE_VERIFICATION_TOKEN',
] as const;

/** ANONYMOUS is what the console calls a public user or a token without a scope; it is never stored. */
export type Authority = (typeof AUTHORITIES)[number] | 'ANONYMOUS';

/** The authorities a stored user may have. */
export type UserAuthority = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';
export const USER_AUTHORITIES: readonly UserAuthority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];

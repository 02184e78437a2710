export interface LoginRequest {
  username: string;
  password: string;
}

export interface JwtPair {
  token: string;
  refreshToken: string | null;
  scope: 'PRE_VERIFICATION_TOKEN' | null;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface OAuth2ClientInfo {
  name: string;
  icon: string | null;
  url: string;
}

/** The claims of an access token. */
export interface JwtClaims {
  sub: string;
  userId: string;
  scopes: string[];
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  isPublic?: boolean;
  tenantId?: string;
  customerId?: string;
  jti?: string;
  iss?: string;
  iat?: number;
  exp?: number;
}

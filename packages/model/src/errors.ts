/** The platform's ThingsboardErrorCode: the `errorCode` of every error JSON. */
export const ErrorCode = {
  GENERAL: 2,
  AUTHENTICATION: 10,
  JWT_TOKEN_EXPIRED: 11,
  TENANT_TRIAL_EXPIRED: 12,
  CREDENTIALS_EXPIRED: 15,
  PERMISSION_DENIED: 20,
  INVALID_ARGUMENTS: 30,
  BAD_REQUEST_PARAMS: 31,
  ITEM_NOT_FOUND: 32,
  TOO_MANY_REQUESTS: 33,
  TOO_MANY_UPDATES: 34,
  SUBSCRIPTION_VIOLATION: 40,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The error body every REST failure carries (ThingsboardErrorResponse). */
export interface ErrorResponse {
  status: number;
  message: string;
  errorCode: number;
  timestamp: string;
  /** Only on 401/15 (password expired by policy). */
  resetToken?: string;
}

export function isErrorResponse(value: unknown): value is ErrorResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.status === 'number' && typeof body.errorCode === 'number';
}

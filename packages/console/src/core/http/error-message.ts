import { ApiError } from '@fleetdeck/client';
import { ErrorCode, isErrorResponse } from '@fleetdeck/model';

/** What the user sees for a failed call. */
export type ErrorPresentation =
  | { kind: 'silent' }
  | { kind: 'forbidden' }
  | { kind: 'message'; key: string; values?: Record<string, string | number> }
  | { kind: 'text'; text: string };

const ERROR_CODE_KEYS: Record<number, string> = {
  [ErrorCode.GENERAL]: 'server-error.general',
  [ErrorCode.AUTHENTICATION]: 'server-error.authentication',
  [ErrorCode.JWT_TOKEN_EXPIRED]: 'server-error.jwt-token-expired',
  [ErrorCode.TENANT_TRIAL_EXPIRED]: 'server-error.tenant-trial-expired',
  [ErrorCode.CREDENTIALS_EXPIRED]: 'server-error.credentials-expired',
  [ErrorCode.PERMISSION_DENIED]: 'server-error.permission-denied',
  [ErrorCode.INVALID_ARGUMENTS]: 'server-error.invalid-arguments',
  [ErrorCode.BAD_REQUEST_PARAMS]: 'server-error.bad-request-params',
  [ErrorCode.ITEM_NOT_FOUND]: 'server-error.item-not-found',
  [ErrorCode.TOO_MANY_REQUESTS]: 'server-error.too-many-requests',
  [ErrorCode.TOO_MANY_UPDATES]: 'server-error.too-many-updates',
};

const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusText(status: number): string {
  return STATUS_TEXTS[status] ?? 'Unknown';
}

/** Sign-in, refresh and no-auth calls answer 401 with a message meant for the user, such as a wrong password. */
function isAuthEntryPoint(url: string): boolean {
  return /\/api\/(auth\/login|auth\/token|noauth\/)/.test(url);
}

/** RPC calls report their own failures to the widget that made them. */
function isRpcUrl(url: string): boolean {
  return /\/api\/(plugins\/)?rpc\//.test(url);
}

export function presentError(error: unknown, hasToken: boolean): ErrorPresentation {
  if (!(error instanceof ApiError)) {
    return { kind: 'text', text: error instanceof Error ? error.message : String(error) };
  }
  if (error.status === 0 || error.status === -1) return { kind: 'message', key: 'error.unable-to-connect' };
  if (error.status === 401) {
    // 11 is refreshed by the client and 15 sends the user to the password reset; neither is an error to show.
    if (error.errorCode === ErrorCode.JWT_TOKEN_EXPIRED || error.errorCode === ErrorCode.CREDENTIALS_EXPIRED) {
      return { kind: 'silent' };
    }
    if (!hasToken && !isAuthEntryPoint(error.url)) return { kind: 'message', key: 'access.unauthorized' };
  }
  if (error.status === 403) return { kind: 'forbidden' };
  if (isRpcUrl(error.url)) return { kind: 'silent' };
  if (error.status === 404) {
    const path = error.url.replace(/^https?:\/\/[^/]+/, '');
    return { kind: 'text', text: `${error.method}: ${path}\n${error.status}: ${statusText(error.status)}` };
  }
  return bodyMessage(error);
}

/** The message derived from the response body: its message, else the translated error code, else the status. */
function bodyMessage(error: ApiError): ErrorPresentation {
  const body = error.body;
  if (isErrorResponse(body)) {
    if (body.message) return { kind: 'text', text: body.message };
    const key = ERROR_CODE_KEYS[body.errorCode];
    return key
      ? { kind: 'message', key: 'error.status-with-code', values: { status: error.status, code: key } }
      : { kind: 'text', text: `${error.status}: ${statusText(error.status)}` };
  }
  if (typeof body === 'string' && body.trim()) return { kind: 'text', text: body };
  return { kind: 'message', key: 'error.unhandled-error-code', values: { status: error.status || 'Unknown' } };
}

import { ErrorCode } from '@fleetdeck/model';

/** A failure the contract describes; the error handler turns it into the contract's error JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const PERMISSION_DENIED = "You don't have permission to perform this operation!";

export function badRequest(message: string): ApiError {
  return new ApiError(400, ErrorCode.BAD_REQUEST_PARAMS, message);
}

export function invalidArguments(message: string): ApiError {
  return new ApiError(400, ErrorCode.INVALID_ARGUMENTS, message);
}

export function notFound(kind: string, id: string): ApiError {
  return new ApiError(404, ErrorCode.ITEM_NOT_FOUND, `${kind} with id [${id}] is not found`);
}

export function itemNotFound(): ApiError {
  return new ApiError(404, ErrorCode.ITEM_NOT_FOUND, "Requested item wasn't found!");
}

export function permissionDenied(message = PERMISSION_DENIED): ApiError {
  return new ApiError(403, ErrorCode.PERMISSION_DENIED, message);
}

export function authenticationFailed(message = 'Authentication failed'): ApiError {
  return new ApiError(401, ErrorCode.AUTHENTICATION, message);
}

export function tokenExpired(): ApiError {
  return new ApiError(401, ErrorCode.JWT_TOKEN_EXPIRED, 'Token has expired');
}

export function generalError(message: string): ApiError {
  return new ApiError(500, ErrorCode.GENERAL, message);
}

/** Jackson writes the offset as +00:00 rather than Z. */
export function errorTimestamp(date = new Date()): string {
  return date.toISOString().replace('Z', '+00:00');
}

export function errorCodeForStatus(status: number): number {
  switch (status) {
    case 401:
      return ErrorCode.AUTHENTICATION;
    case 403:
      return ErrorCode.PERMISSION_DENIED;
    case 404:
      return ErrorCode.ITEM_NOT_FOUND;
    case 429:
      return ErrorCode.TOO_MANY_REQUESTS;
    default:
      return status >= 400 && status < 500 ? ErrorCode.BAD_REQUEST_PARAMS : ErrorCode.GENERAL;
  }
}

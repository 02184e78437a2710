import { type ErrorResponse, isErrorResponse } from '@fleetdeck/model';

/** A failed call: the HTTP status, the contract's error body when there is one, and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse | string | null,
    readonly method: string,
    readonly url: string,
  ) {
    super(ApiError.describe(status, body));
  }

  get errorCode(): number | null {
    return isErrorResponse(this.body) ? this.body.errorCode : null;
  }

  /** Status 0 means the server could not be reached at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  private static describe(status: number, body: ErrorResponse | string | null): string {
    if (isErrorResponse(body) && body.message) return body.message;
    if (typeof body === 'string' && body.trim()) return body;
    return status === 0 ? 'Unable to connect' : `Unhandled error code ${status}`;
  }
}

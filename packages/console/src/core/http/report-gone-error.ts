import { ApiError } from '@fleetdeck/client';
import { isErrorResponse } from '@fleetdeck/model';
import { showToast } from '../notifications/toast-store';
import { reportError } from './report-error';

/**
 * Shows a failed action on something that may have gone meanwhile: a 404 shows the server's own message (`… with id
 * [...] is not found`), which says more than the generic 404 text naming the URL; any other failure is reported the
 * console's usual way.
 */
export function reportGoneError(error: unknown): void {
  if (error instanceof ApiError && error.status === 404 && isErrorResponse(error.body) && error.body.message) {
    showToast({ type: 'error', message: error.body.message });
    return;
  }
  reportError(error);
}

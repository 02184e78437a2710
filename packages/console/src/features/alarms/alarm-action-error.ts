import { ApiError } from '@fleetdeck/client';
import { isErrorResponse } from '@fleetdeck/model';
import { reportError } from '../../core/http/report-error';
import { showToast } from '../../core/notifications/toast-store';

/**
 * Shows a failed acknowledge or clear. An alarm that is gone (deleted meanwhile) answers 404 with the server's
 * `Alarm with id [...] is not found`, which says more than the generic 404 text naming the URL; every other
 * failure is reported the console's usual way.
 */
export function reportAlarmActionError(error: unknown): void {
  if (error instanceof ApiError && error.status === 404 && isErrorResponse(error.body) && error.body.message) {
    showToast({ type: 'error', message: error.body.message });
    return;
  }
  reportError(error);
}

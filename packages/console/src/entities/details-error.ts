import { ApiError } from '@fleetdeck/client';
import { isErrorResponse } from '@fleetdeck/model';
import { presentError } from '../core/http/error-message';

/** What the details panel says when its entity cannot be read: a message key, or the server's own text. */
export type DetailsError = { key: string; values?: Record<string, string | number> } | { text: string };

/**
 * An entity named by a link may be gone or may belong to someone else. The panel then says so in words: the server's
 * message ("Device with id [...] is not found"), or the message of its error code, never a bare status line.
 */
export function detailsError(error: unknown): DetailsError {
  if (error instanceof ApiError) {
    if (error.status === 403) return { key: 'server-error.permission-denied' };
    if (error.status === 404) {
      return isErrorResponse(error.body) && error.body.message
        ? { text: error.body.message }
        : { key: 'server-error.item-not-found' };
    }
  }
  const presentation = presentError(error, true);
  switch (presentation.kind) {
    case 'text':
      return { text: presentation.text };
    case 'message':
      return { key: presentation.key, values: presentation.values };
    default:
      return { key: 'server-error.general' };
  }
}

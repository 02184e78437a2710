import i18next from 'i18next';
import { useDialogStore } from '../dialogs/dialog-store';
import { showToast } from '../notifications/toast-store';
import { presentError } from './error-message';
import { tokenStore } from './session-api';

/**
 * Shows a failed call to the user: a 403 opens the forbidden dialog, other failures an error toast. Callers that
 * handle errors themselves do not call it.
 */
export function reportError(error: unknown): void {
  const presentation = presentError(error, tokenStore.getToken() !== null);
  switch (presentation.kind) {
    case 'silent':
      return;
    case 'forbidden':
      useDialogStore.getState().openForbidden();
      return;
    case 'message': {
      const values = { ...presentation.values };
      if (typeof values.code === 'string') values.code = i18next.t(values.code);
      showToast({ type: 'error', message: i18next.t(presentation.key, values) });
      return;
    }
    case 'text':
      showToast({ type: 'error', message: presentation.text });
  }
}

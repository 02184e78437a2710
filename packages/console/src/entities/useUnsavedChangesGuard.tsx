import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/dialogs/ConfirmDialog';

interface UnsavedChangesGuard {
  /** runs the action at once, or after the user confirms that the unsaved changes may go */
  leave(action: () => void): void;
  /** the confirmations, to be rendered by the caller */
  dialog: ReactNode;
}

function UnsavedChangesDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('confirm-on-exit.title')}
      message={t('confirm-on-exit.message')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/**
 * Holds navigation to another screen while it is rendered. Mounted only while there are unsaved changes: the router
 * keeps one blocker at a time, and every list page has both an add dialog and a details drawer.
 */
function ScreenLeaveGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * Asks before unsaved changes are dropped: when the form's own close is used, and when the user goes to another
 * screen. Changes of the search parameters alone (the list's page, search, open details) are the caller's to guard.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const [pending, setPending] = useState<(() => void) | null>(null);
  return {
    leave: (action) => (dirty ? setPending(() => action) : action()),
    dialog: (
      <>
        {dirty && <ScreenLeaveGuard />}
        <UnsavedChangesDialog
          open={pending !== null}
          onConfirm={() => {
            pending?.();
            setPending(null);
          }}
          onCancel={() => setPending(null)}
        />
      </>
    ),
  };
}

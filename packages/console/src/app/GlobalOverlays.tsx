import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useDialogStore } from '../core/dialogs/dialog-store';
import { useToastStore } from '../core/notifications/toast-store';

// Snackbars, alerts and dialogs weigh more than the sign-in form itself: their code loads with the first toast or
// dialog, not with the first page.
const Toaster = lazy(() => import('../components/chrome/Toaster').then((m) => ({ default: m.Toaster })));
const AlertDialog = lazy(() => import('../components/dialogs/AlertDialog').then((m) => ({ default: m.AlertDialog })));
const ForbiddenDialog = lazy(() =>
  import('../components/dialogs/ForbiddenDialog').then((m) => ({ default: m.ForbiddenDialog })),
);

/** True from the first time `wanted` holds on, so a closing dialog keeps its exit transition. */
function useOnceWanted(wanted: boolean): boolean {
  const [once, setOnce] = useState(wanted);
  useEffect(() => {
    if (wanted) setOnce(true);
  }, [wanted]);
  return once || wanted;
}

/** The toasts and the global dialogs; a toast closes when the user leaves the screen it was shown on. */
export function GlobalOverlays() {
  const enterScreen = useToastStore((state) => state.enterScreen);
  const { pathname } = useLocation();
  useEffect(() => enterScreen(pathname), [enterScreen, pathname]);
  const toasts = useOnceWanted(useToastStore((state) => state.toasts.length > 0));
  const alert = useOnceWanted(useDialogStore((state) => state.alert !== null));
  const forbidden = useOnceWanted(useDialogStore((state) => state.forbiddenOpen));
  return (
    <Suspense fallback={null}>
      {toasts && <Toaster />}
      {alert && <AlertDialog />}
      {forbidden && <ForbiddenDialog />}
    </Suspense>
  );
}

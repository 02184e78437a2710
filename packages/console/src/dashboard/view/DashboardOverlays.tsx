import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import { CustomActionDialog } from './CustomActionDialog';
import { StateDialog } from './StateDialog';
import { StatePopover } from './StatePopover';

/** The dialogs and popovers widget actions opened, each closed on its own; later ones lie above earlier ones. */
export function DashboardOverlays() {
  const { overlays } = useDashboardRuntime();
  return (
    <>
      {overlays.shown.map(({ key, overlay }) => {
        const close = () => overlays.close(key);
        switch (overlay.kind) {
          case 'dialog':
            return <StateDialog key={key} request={overlay} onClose={close} />;
          case 'popover':
            return <StatePopover key={key} request={overlay} onClose={close} />;
          case 'custom':
            return <CustomActionDialog key={key} request={overlay} onClose={close} />;
          default:
            return null;
        }
      })}
    </>
  );
}

import { Dialog } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { customTranslation, translatedStateName } from '../model/custom-translation';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import type { StateDialogRequest } from '../runtime/state-overlay';
import { DASHBOARD_CSS_CLASS, DashboardCss } from './DashboardCss';
import { OverlayHeader } from './OverlayHeader';
import { ScopedState } from './ScopedState';
import { StateLayouts } from './StateLayouts';

/**
 * A state of the dashboard in a modal dialog, sized as the action asks (else most of the screen), titled with
 * the action's dialog title or the state's name.
 */
export function StateDialog({ request, onClose }: { request: StateDialogRequest; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { dashboard } = useDashboardRuntime();
  const state = dashboard.configuration.states[request.stateId];
  const title = request.title
    ? customTranslation(request.title, t)
    : state
      ? translatedStateName(state, request.params, t)
      : '';
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          className: DASHBOARD_CSS_CLASS,
          'data-testid': 'dashboard-state-dialog',
          style: { width: request.width ?? '80vw', height: request.height ?? '80vh' },
          sx: {
            maxWidth: '100vw',
            maxHeight: '100vh',
            display: 'flex',
            flexDirection: 'column',
          },
        } as object,
      }}
    >
      <DashboardCss />
      <ScopedState stateId={request.stateId} params={request.params}>
        <OverlayHeader title={title} titleId={titleId} hideToolbar={request.hideToolbar} onClose={onClose} />
        <StateLayouts />
      </ScopedState>
    </Dialog>
  );
}

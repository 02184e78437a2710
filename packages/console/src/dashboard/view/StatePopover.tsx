import { Popover } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translatedStateName } from '../model/custom-translation';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import { popoverOrigins, type StatePopoverRequest } from '../runtime/state-overlay';
import { DASHBOARD_CSS_CLASS, DashboardCss } from './DashboardCss';
import { OverlayHeader } from './OverlayHeader';
import { ScopedState } from './ScopedState';
import { StateLayouts } from './StateLayouts';

/**
 * A state of the dashboard in a popover beside the clicked element, on the preferred side, with the action's size
 * and style. A click outside closes it unless the action keeps it open; Escape and its close button always do.
 */
export function StatePopover({ request, onClose }: { request: StatePopoverRequest; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { dashboard } = useDashboardRuntime();
  const state = dashboard.configuration.states[request.stateId];
  const title = state ? translatedStateName(state, request.params, t) : '';
  const anchor = request.anchor?.isConnected ? request.anchor : null;
  return (
    <Popover
      open
      anchorEl={anchor}
      anchorReference={anchor ? 'anchorEl' : 'anchorPosition'}
      anchorPosition={{ top: window.innerHeight / 2, left: window.innerWidth / 2 }}
      {...popoverOrigins(request.placement)}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && !request.hideOnClickOutside) return;
        onClose();
      }}
      slotProps={{
        paper: {
          className: DASHBOARD_CSS_CLASS,
          'data-testid': 'dashboard-state-popover',
          'aria-labelledby': titleId,
          role: 'dialog',
          style: { width: request.width, height: request.height, ...request.style },
          sx: { display: 'flex', flexDirection: 'column' },
        } as object,
      }}
    >
      <DashboardCss />
      <ScopedState stateId={request.stateId} params={request.params}>
        <OverlayHeader title={title} titleId={titleId} hideToolbar={request.hideToolbar} onClose={onClose} />
        <StateLayouts />
      </ScopedState>
    </Popover>
  );
}

import type { CustomDialogRequest } from './custom-dialog';
import type { StateOverlayRequest } from './state-overlay';

/** What a widget action may open over the dashboard. */
export type DashboardOverlay = StateOverlayRequest | CustomDialogRequest;

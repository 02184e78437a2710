import type { StateParams, WidgetAction } from '@fleetdeck/model';
import type { CSSProperties } from 'react';

/** A state shown in a modal dialog over the dashboard. */
export interface StateDialogRequest {
  kind: 'dialog';
  stateId: string;
  params: StateParams;
  /** the action's dialog title; empty means the state's own name */
  title: string;
  hideToolbar: boolean;
  /** CSS sizes, or undefined for the dialog's natural size */
  width: string | undefined;
  height: string | undefined;
}

/** A state shown in a popover beside the element that was clicked. */
export interface StatePopoverRequest {
  kind: 'popover';
  stateId: string;
  params: StateParams;
  hideToolbar: boolean;
  anchor: Element | null;
  placement: PopoverPlacement;
  hideOnClickOutside: boolean;
  width: string;
  height: string;
  style: CSSProperties;
}

export type StateOverlayRequest = StateDialogRequest | StatePopoverRequest;

export type PopoverPlacement =
  | 'top'
  | 'topLeft'
  | 'topRight'
  | 'bottom'
  | 'bottomLeft'
  | 'bottomRight'
  | 'left'
  | 'leftTop'
  | 'leftBottom'
  | 'right'
  | 'rightTop'
  | 'rightBottom';

const PLACEMENTS: readonly PopoverPlacement[] = [
  'top',
  'topLeft',
  'topRight',
  'bottom',
  'bottomLeft',
  'bottomRight',
  'left',
  'leftTop',
  'leftBottom',
  'right',
  'rightTop',
  'rightBottom',
];

// The platform's defaults for a popover whose action leaves the size empty.
const DEFAULT_POPOVER_WIDTH = '25vw';
const DEFAULT_POPOVER_HEIGHT = '25vh';

/** A dialog's size is saved as a percentage of the viewport: width of its width, height of its height. */
function viewportSize(value: unknown, unit: 'vw' | 'vh'): string | undefined {
  const size = typeof value === 'string' ? Number(value) : value;
  return typeof size === 'number' && Number.isFinite(size) && size > 0 ? `${size}${unit}` : undefined;
}

function cssSize(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return `${value}px`;
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

function placementOf(value: unknown): PopoverPlacement {
  return PLACEMENTS.includes(value as PopoverPlacement) ? (value as PopoverPlacement) : 'top';
}

/** Only plain string and number properties of a saved style reach the page. */
function styleOf(value: unknown): CSSProperties {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const style: Record<string, string | number> = {};
  for (const [name, css] of Object.entries(value)) {
    if (typeof css !== 'string' && typeof css !== 'number') continue;
    style[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = css;
  }
  return style;
}

/**
 * Where an openDashboardState action shows its target state: in a dialog, in a popover anchored at the clicked
 * element, or (null) in place through the state controller. The dialog wins when an action asks for both, as the
 * platform checks it first.
 */
export function stateOverlayFor(
  action: WidgetAction,
  params: StateParams,
  anchor: Element | null,
): StateOverlayRequest | null {
  const stateId = action.targetDashboardStateId;
  if (!stateId) return null;
  if (action.openInSeparateDialog) {
    return {
      kind: 'dialog',
      stateId,
      params,
      title: action.dialogTitle ?? '',
      hideToolbar: action.dialogHideDashboardToolbar === true,
      width: viewportSize(action.dialogWidth, 'vw'),
      height: viewportSize(action.dialogHeight, 'vh'),
    };
  }
  if (action.openInPopover) {
    return {
      kind: 'popover',
      stateId,
      params,
      hideToolbar: action.popoverHideDashboardToolbar !== false,
      anchor,
      placement: placementOf(action.popoverPreferredPlacement),
      hideOnClickOutside: action.popoverHideOnClickOutside !== false,
      width: cssSize(action.popoverWidth, DEFAULT_POPOVER_WIDTH),
      height: cssSize(action.popoverHeight, DEFAULT_POPOVER_HEIGHT),
      style: styleOf(action.popoverStyle),
    };
  }
  return null;
}

type Vertical = 'top' | 'center' | 'bottom';
type Horizontal = 'left' | 'center' | 'right';
interface Origin {
  vertical: Vertical;
  horizontal: Horizontal;
}

/**
 * The popover's corners for a placement: `top` puts it above the element, centred; `topLeft` above with their left
 * edges aligned; `leftTop` to the left with their top edges aligned; and so on round the element.
 */
export function popoverOrigins(placement: PopoverPlacement): { anchorOrigin: Origin; transformOrigin: Origin } {
  const side = placement.match(/^(top|bottom|left|right)/)?.[1] as 'top' | 'bottom' | 'left' | 'right';
  const alignment = placement.slice(side.length).toLowerCase() as '' | 'left' | 'right' | 'top' | 'bottom';
  if (side === 'top' || side === 'bottom') {
    const horizontal: Horizontal = alignment === 'left' || alignment === 'right' ? alignment : 'center';
    return {
      anchorOrigin: { vertical: side, horizontal },
      transformOrigin: { vertical: side === 'top' ? 'bottom' : 'top', horizontal },
    };
  }
  const vertical: Vertical = alignment === 'top' || alignment === 'bottom' ? alignment : 'center';
  return {
    anchorOrigin: { vertical, horizontal: side },
    transformOrigin: { vertical, horizontal: side === 'left' ? 'right' : 'left' },
  };
}

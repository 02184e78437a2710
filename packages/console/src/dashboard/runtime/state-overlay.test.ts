import type { WidgetAction } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { popoverOrigins, stateOverlayFor } from './state-overlay';

const action = (fields: Partial<WidgetAction>): WidgetAction => ({
  id: 'a1',
  name: 'Details',
  type: 'openDashboardState',
  targetDashboardStateId: 'details',
  ...fields,
});

describe('where a state action shows its state', () => {
  it('opens in place when the action asks for neither a dialog nor a popover', () => {
    expect(stateOverlayFor(action({}), {}, null)).toBeNull();
  });

  it('prefers the dialog when an action asks for both', () => {
    expect(stateOverlayFor(action({ openInSeparateDialog: true, openInPopover: true }), {}, null)?.kind).toBe('dialog');
  });

  it('leaves a dialog without a saved size at its natural size', () => {
    const overlay = stateOverlayFor(action({ openInSeparateDialog: true, dialogWidth: 0 }), {}, null);
    expect(overlay).toMatchObject({ width: undefined, height: undefined, title: '', hideToolbar: false });
  });

  it('gives a popover the platform defaults: above the element, a quarter of the screen, closed by a click outside', () => {
    expect(
      stateOverlayFor(action({ openInPopover: true, popoverPreferredPlacement: 'diagonal' }), {}, null),
    ).toMatchObject({
      placement: 'top',
      width: '25vw',
      height: '25vh',
      hideOnClickOutside: true,
      hideToolbar: true,
      style: {},
    });
  });

  it('opens nothing without a target state', () => {
    expect(stateOverlayFor(action({ targetDashboardStateId: null, openInSeparateDialog: true }), {}, null)).toBeNull();
  });
});

describe('popover placement', () => {
  it('puts a top popover above the element, centred', () => {
    expect(popoverOrigins('top')).toEqual({
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
      transformOrigin: { vertical: 'bottom', horizontal: 'center' },
    });
  });

  it('aligns the left edges for bottomLeft', () => {
    expect(popoverOrigins('bottomLeft')).toEqual({
      anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
      transformOrigin: { vertical: 'top', horizontal: 'left' },
    });
  });

  it('puts a rightBottom popover to the right with the bottom edges aligned', () => {
    expect(popoverOrigins('rightBottom')).toEqual({
      anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
      transformOrigin: { vertical: 'bottom', horizontal: 'left' },
    });
  });
});

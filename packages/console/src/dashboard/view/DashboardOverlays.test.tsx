import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { DashboardOverlay } from '../runtime/dashboard-overlay';
import { OverlayHarness } from '../testing/OverlayHarness';

const device = { entityType: 'DEVICE' as const, id: '1e3c8a10-0000-11ee-8000-000000000001' };

describe('states shown over the dashboard', () => {
  it("shows a state in a dialog titled with the state's name for the clicked entity, and closes it", async () => {
    const overlay: DashboardOverlay = {
      kind: 'dialog',
      stateId: 'chart',
      params: { entityId: device, entityName: 'Thermostat T1' },
      title: '',
      hideToolbar: false,
      width: '60vw',
      height: '50vh',
    };
    await renderWithProviders(<OverlayHarness overlay={overlay} />);
    const dialog = await screen.findByRole('dialog', { name: 'Thermostat T1' });
    expect(dialog.querySelector('[data-testid="dashboard-layout-main"]')).not.toBeNull();
    expect(screen.getByTestId('dashboard-state-dialog').style.width).toBe('60vw');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it("uses the action's dialog title when it has one", async () => {
    const overlay: DashboardOverlay = {
      kind: 'dialog',
      stateId: 'map',
      params: {},
      title: 'Where it is',
      hideToolbar: true,
      width: undefined,
      height: undefined,
    };
    await renderWithProviders(<OverlayHarness overlay={overlay} />);
    expect(await screen.findByRole('dialog', { name: 'Where it is' })).toBeTruthy();
  });

  it('keeps a popover open on a click outside when the action asks so, and closes it with Escape', async () => {
    const overlay: DashboardOverlay = {
      kind: 'popover',
      stateId: 'map',
      params: {},
      hideToolbar: true,
      anchor: null,
      placement: 'bottom',
      hideOnClickOutside: false,
      width: '300px',
      height: '200px',
      style: { backgroundColor: 'pink' },
    };
    await renderWithProviders(<OverlayHarness overlay={overlay} />);
    const popover = await screen.findByTestId('dashboard-state-popover');
    expect(popover.style.backgroundColor).toBe('pink');
    expect(popover.style.width).toBe('300px');
    expect(screen.getByRole('dialog', { name: 'Edit location' })).toBeTruthy();
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('the popover has a backdrop');
    fireEvent.click(backdrop);
    expect(screen.getByTestId('dashboard-state-popover')).toBeTruthy();
    fireEvent.keyDown(popover, { key: 'Escape' });
    await expect.poll(() => screen.queryByTestId('dashboard-state-popover')).toBeNull();
  });

  it("styles a state in a dialog with the dashboard's CSS, limited to the dashboard", async () => {
    const overlay: DashboardOverlay = {
      kind: 'dialog',
      stateId: 'chart',
      params: {},
      title: 'Styled',
      hideToolbar: false,
      width: undefined,
      height: undefined,
    };
    await renderWithProviders(
      <OverlayHarness overlay={overlay} dashboardCss=".tb-widget-container { outline: 3px solid red; }" />,
    );
    const dialog = await screen.findByTestId('dashboard-state-dialog');
    expect(dialog.classList.contains('dashboard-css')).toBe(true);
    const css = [...dialog.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain('.dashboard-css .tb-widget-container {');
  });

  it("styles a state in a popover with the dashboard's CSS too", async () => {
    const overlay: DashboardOverlay = {
      kind: 'popover',
      stateId: 'map',
      params: {},
      hideToolbar: true,
      anchor: null,
      placement: 'bottom',
      hideOnClickOutside: true,
      width: '300px',
      height: '200px',
      style: {},
    };
    await renderWithProviders(<OverlayHarness overlay={overlay} dashboardCss="h1 { color: red; }" />);
    const popover = await screen.findByTestId('dashboard-state-popover');
    expect(popover.classList.contains('dashboard-css')).toBe(true);
    expect(document.body.innerHTML).toContain('.dashboard-css h1 {');
  });
});

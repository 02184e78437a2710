import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { TargetDashboardStateSelect } from './TargetDashboardStateSelect';

const target = {
  id: { entityType: 'DASHBOARD', id: 'd2' },
  title: 'Plant',
  configuration: { states: { default: { name: 'Plant', root: true }, boiler: { name: 'Boiler room', root: false } } },
};

describe('the target dashboard state select', () => {
  it("offers the target dashboard's states, read from its JSON, besides its root state", async () => {
    fakeServer([{ url: /\/api\/dashboard\/d2$/, body: target }]);
    const onChange = vi.fn();
    await renderWithProviders(<TargetDashboardStateSelect dashboardId="d2" value={null} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Target dashboard state' });
    await userEvent.click(select);
    await screen.findByRole('option', { name: 'Boiler room' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Root state',
      'Plant',
      'Boiler room',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Boiler room' }));
    expect(onChange).toHaveBeenCalledWith('boiler');
  });

  it('keeps showing a saved state the dashboard no longer has, by its id', async () => {
    fakeServer([{ url: /\/api\/dashboard\/d2$/, body: target }]);
    await renderWithProviders(<TargetDashboardStateSelect dashboardId="d2" value="removed" onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Target dashboard state' }).textContent).toBe('removed');
  });

  it('is off until the action has a target dashboard', async () => {
    await renderWithProviders(<TargetDashboardStateSelect dashboardId={null} value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Target dashboard state' }).getAttribute('aria-disabled')).toBe('true');
  });
});

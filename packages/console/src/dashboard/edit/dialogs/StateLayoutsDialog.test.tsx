import type { DashboardConfiguration } from '@fleetdeck/model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { loadFixtureDashboard } from '../../model/test-fixtures';
import { SelectTargetLayoutDialog } from './SelectTargetLayoutDialog';
import { StateLayoutsDialog } from './StateLayoutsDialog';

const thermostats = () => loadFixtureDashboard('thermostats').configuration as DashboardConfiguration;

describe('the layouts dialog', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('TENANT_ADMIN'));

  it('keeps the main layout and adds the right one to the state on screen', async () => {
    const onApply = vi.fn();
    await renderWithProviders(
      <StateLayoutsDialog configuration={thermostats()} stateId="chart" onApply={onApply} onClose={vi.fn()} />,
    );
    const main = screen.getByRole('checkbox', { name: 'Main' }) as HTMLInputElement;
    expect(main.checked).toBe(true);
    expect(main.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Right' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const next = onApply.mock.calls[0]?.[0] as DashboardConfiguration;
    expect(Object.keys(next.states.chart?.layouts ?? {})).toEqual(['main', 'right']);
    expect(next.states.default).toEqual(thermostats().states.default);
  });

  it('asks which layout a new widget goes to', async () => {
    const onSelect = vi.fn();
    await renderWithProviders(<SelectTargetLayoutDialog onSelect={onSelect} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Select target layout' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Right' }));
    expect(onSelect).toHaveBeenCalledWith('right');
  });
});

import type { DashboardConfiguration } from '@fleetdeck/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { loadFixtureDashboard } from '../../model/test-fixtures';
import { DashboardStatesDialog } from './DashboardStatesDialog';

function thermostats(): DashboardConfiguration {
  return loadFixtureDashboard('thermostats').configuration as DashboardConfiguration;
}

async function open(configuration: DashboardConfiguration) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  await renderWithProviders(
    <DashboardStatesDialog configuration={configuration} onApply={onApply} onClose={onClose} />,
  );
  return { onApply, onClose };
}

describe('the dashboard states dialog', { timeout: 30_000 }, () => {
  it('adds a state whose id follows its name, makes it root and applies', async () => {
    const configuration = thermostats();
    const { onApply } = await open(configuration);
    await userEvent.click(screen.getByRole('button', { name: 'Add dashboard state' }));
    const editor = screen.getByRole('dialog', { name: 'Add dashboard state' });
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Name' }), 'Device details');
    expect(within(editor).getByRole<HTMLInputElement>('textbox', { name: 'State Id' }).value).toBe('device_details');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add dashboard state' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: "Make 'Device details' the root state" }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const next = onApply.mock.calls[0]?.[0] as DashboardConfiguration;
    expect(Object.keys(next.states)).toEqual(['default', 'map', 'chart', 'device_details']);
    expect(next.states.device_details).toMatchObject({
      name: 'Device details',
      root: true,
      layouts: { main: { widgets: {} } },
    });
    expect(next.states.default?.root).toBe(false);
    expect(next.widgets).toEqual(configuration.widgets);
  });

  it('refuses an id another state has, with the Save button disabled', async () => {
    const configuration = thermostats();
    const { onApply } = await open(configuration);
    await userEvent.click(screen.getByRole('button', { name: "Edit state 'Edit location'" }));
    const editor = screen.getByRole('dialog', { name: 'Edit dashboard state' });
    const id = within(editor).getByRole('textbox', { name: 'State Id' });
    await userEvent.clear(id);
    await userEvent.type(id, 'chart');
    expect(await within(editor).findByText('Dashboard state with the same id already exists.')).toBeTruthy();
    expect(within(editor).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    await userEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(configuration);
  });

  it('warns that widget actions follow a changed id, and points them to it', async () => {
    const { onApply } = await open(thermostats());
    await userEvent.click(screen.getByRole('button', { name: `Edit state '\${entityName}'` }));
    const editor = screen.getByRole('dialog', { name: 'Edit dashboard state' });
    const id = within(editor).getByRole('textbox', { name: 'State Id' });
    await userEvent.clear(id);
    await userEvent.type(id, 'history');
    expect(within(editor).getByRole('alert').textContent).toBe(
      '2 widget action(s) open this state; they will open it under the new id.',
    );
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit dashboard state' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const next = onApply.mock.calls[0]?.[0] as DashboardConfiguration;
    expect(Object.keys(next.states)).toEqual(['default', 'map', 'history']);
    expect(JSON.stringify(next.widgets)).not.toContain('"targetDashboardStateId":"chart"');
  });

  it('does not let the root state be deleted, and deletes another', async () => {
    const { onApply } = await open(thermostats());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: "Delete state 'Thermostats'" }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: "Delete state 'Edit location'" }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const next = onApply.mock.calls[0]?.[0] as DashboardConfiguration;
    expect(Object.keys(next.states)).toEqual(['default', 'chart']);
  });
});

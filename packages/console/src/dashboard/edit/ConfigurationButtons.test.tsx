import type { DashboardConfiguration } from '@fleetdeck/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { loadFixtureDashboard } from '../model/test-fixtures';
import { ConfigurationButtons } from './ConfigurationButtons';

function withRightLayout(): DashboardConfiguration {
  const configuration = loadFixtureDashboard('thermostats').configuration as DashboardConfiguration;
  const state = configuration.states.map;
  if (!state) throw new Error('the fixture has no map state');
  state.layouts.right = { widgets: {}, gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' } };
  return configuration;
}

describe('the layout settings button', { timeout: 30_000 }, () => {
  it("edits the right layout's own grid settings when the state shows one", async () => {
    const configuration = withRightLayout();
    const mainBefore = structuredClone(configuration.states.map?.layouts.main);
    const onApply = vi.fn();
    await renderWithProviders(<ConfigurationButtons configuration={configuration} stateId="map" onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Layout settings' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Right' }));
    const margin = await screen.findByRole('spinbutton', { name: 'Margin between widgets' });
    expect((margin as HTMLInputElement).value).toBe('10');
    await userEvent.clear(margin);
    await userEvent.type(margin, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    const next = onApply.mock.calls[0]?.[0] as DashboardConfiguration;
    expect(next.states.map?.layouts.right?.gridSettings).toMatchObject({ columns: 24, margin: 4 });
    expect(next.states.map?.layouts.main).toEqual(mainBefore);
  });

  it('edits the main layout at once when the state has no right layout', async () => {
    const configuration = loadFixtureDashboard('thermostats').configuration as DashboardConfiguration;
    await renderWithProviders(<ConfigurationButtons configuration={configuration} stateId="map" onApply={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Layout settings' }));
    expect(screen.queryByRole('menuitem', { name: 'Right' })).toBeNull();
    expect(await screen.findByRole('spinbutton', { name: 'Margin between widgets' })).toBeTruthy();
  });
});

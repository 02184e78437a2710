import type { DashboardConfiguration } from '@fleetdeck/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { loadFixtureDashboard } from '../../model/test-fixtures';
import { LayoutSettingsDialog } from './LayoutSettingsDialog';

function thermostats(): DashboardConfiguration {
  return loadFixtureDashboard('thermostats').configuration as DashboardConfiguration;
}

async function open(configuration: DashboardConfiguration) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  await renderWithProviders(
    <LayoutSettingsDialog
      configuration={configuration}
      stateId="map"
      layoutId="main"
      onApply={onApply}
      onClose={onClose}
    />,
  );
  return { onApply, onClose };
}

describe('the layout settings dialog', { timeout: 30_000 }, () => {
  it('applies a new margin, background and mobile row height to the layout', async () => {
    const configuration = thermostats();
    const { onApply } = await open(configuration);
    const margin = screen.getByRole('spinbutton', { name: 'Margin between widgets' });
    await userEvent.clear(margin);
    await userEvent.type(margin, '4');
    const color = screen.getByRole('textbox', { name: 'Background color' });
    await userEvent.clear(color);
    await userEvent.click(color);
    await userEvent.paste('#ffffff');
    await userEvent.click(screen.getByRole('combobox', { name: 'Background size mode' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cover' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auto fill layout height on mobile' }));
    const rowHeight = screen.getByRole('spinbutton', { name: 'Mobile row height, px' });
    await userEvent.clear(rowHeight);
    await userEvent.click(rowHeight);
    await userEvent.paste('80');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    const next = onApply.mock.calls[0]?.[0] as DashboardConfiguration;
    expect(next.states.map?.layouts.main?.gridSettings).toEqual({
      ...configuration.states.map?.layouts.main?.gridSettings,
      margin: 4,
      backgroundColor: '#ffffff',
      backgroundSizeMode: 'cover',
      mobileAutoFillHeight: true,
      mobileRowHeight: 80,
    });
    expect({ ...next, states: configuration.states }).toEqual(configuration);
  });

  it('refuses a column count over 1000 with a message and a disabled Apply', async () => {
    const { onApply, onClose } = await open(thermostats());
    const columns = screen.getByRole('spinbutton', { name: 'Columns count' });
    await userEvent.clear(columns);
    await userEvent.click(columns);
    await userEvent.paste('1200');
    expect(await screen.findByText('Columns count should be at most 1000.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);
    await userEvent.clear(columns);
    expect(await screen.findByText('Columns count is required.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});

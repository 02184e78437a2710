import type { DashboardConfiguration } from '@fleetdeck/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { loadFixtureDashboard } from '../../model/test-fixtures';
import { DashboardSettingsDialog } from './DashboardSettingsDialog';

function gateways(): DashboardConfiguration {
  return loadFixtureDashboard('gateways').configuration as DashboardConfiguration;
}

async function open(configuration: DashboardConfiguration) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  await renderWithProviders(
    <DashboardSettingsDialog configuration={configuration} onApply={onApply} onClose={onClose} />,
  );
  return { onApply, onClose };
}

describe('the dashboard settings dialog', { timeout: 30_000 }, () => {
  it('applies the default state controller, a title colour and a hidden export button', async () => {
    const configuration = gateways();
    const { onApply } = await open(configuration);
    await userEvent.click(screen.getByRole('combobox', { name: 'State controller' }));
    await userEvent.click(screen.getByRole('option', { name: 'default' }));
    const color = screen.getByRole('textbox', { name: 'Title color' });
    await userEvent.clear(color);
    await userEvent.click(color);
    await userEvent.paste('#336699');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Display export' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Display filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    const next = onApply.mock.calls[0]?.[0] as DashboardConfiguration;
    expect(next.settings).toEqual({
      ...configuration.settings,
      stateControllerId: 'default',
      titleColor: '#336699',
      showDashboardExport: false,
      showFilters: true,
    });
    expect({ ...next, settings: configuration.settings }).toEqual(configuration);
  });

  it('refuses a title colour that is not a CSS colour, with Apply disabled', async () => {
    const { onApply, onClose } = await open(gateways());
    const color = screen.getByRole('textbox', { name: 'Title color' });
    await userEvent.clear(color);
    await userEvent.click(color);
    await userEvent.paste('dark grey');
    expect(
      await screen.findByText('Title color should be a CSS color, e.g. #ff0000 or rgba(0,0,0,0.87).'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows the saved dashboard CSS in its editor', async () => {
    const configuration = gateways();
    configuration.settings.dashboardCss = '.gateway-title { color: teal; }';
    await open(configuration);
    expect(screen.getByRole('textbox', { name: 'Dashboard CSS' }).textContent).toContain(
      '.gateway-title { color: teal; }',
    );
  });
});

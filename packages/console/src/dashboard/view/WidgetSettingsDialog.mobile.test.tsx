import type { Widget } from '@fleetdeck/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithProviders } from '../../test/render';
import { basicTimeseriesDefinition } from '../../widgets/charts/basic-timeseries/definition';
import type { WidgetDefinition } from '../../widgets/widget-definition';
import { WidgetSettingsDialog } from './WidgetSettingsDialog';

const chart = {
  id: 'chart',
  bundleAlias: 'charts',
  typeAlias: 'basic_timeseries',
  type: 'timeseries',
  config: {
    title: 'Temperature',
    settings: {},
    datasources: [
      { type: 'entity', entityAliasId: 'a1', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'T' }] },
    ],
  },
} as unknown as Widget;

async function openMobileTab() {
  fakeServer([{ url: /\/api\/dashboard\/maxDatapointsLimit$/, body: 500 }]);
  const onSave = vi.fn(async () => {});
  const onClose = vi.fn();
  await renderWithProviders(
    <WidgetSettingsDialog
      widget={chart}
      definition={basicTimeseriesDefinition as unknown as WidgetDefinition}
      filters={[]}
      aliases={[{ id: 'a1', name: 'Thermostat', entity: null }]}
      states={{}}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Mobile' }));
  return { onSave, onClose, user };
}

describe("the widget settings dialog's mobile tab", { timeout: 30_000 }, () => {
  it('saves the order, the height and hiding in mobile mode into the widget config', async () => {
    const { onSave, onClose, user } = await openMobileTab();
    await user.click(screen.getByRole('checkbox', { name: 'Hide widget in mobile mode' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Order' }), '2');
    await user.type(screen.getByRole('spinbutton', { name: 'Height (rows)' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        config: expect.objectContaining({ mobileHide: true, mobileOrder: 2, mobileHeight: 3 }),
      }),
    );
  });

  it('refuses a height below one row and saves nothing', async () => {
    const { onSave, user } = await openMobileTab();
    await user.type(screen.getByRole('spinbutton', { name: 'Height (rows)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The mobile height must be a whole number of rows, at least 1.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});

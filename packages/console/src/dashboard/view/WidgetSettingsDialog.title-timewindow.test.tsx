import type { Widget } from '@fleetdeck/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    titleStyle: { fontSize: '16px', fontWeight: 400 },
    settings: {},
    datasources: [
      { type: 'entity', entityAliasId: 'a1', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'T' }] },
    ],
  },
} as unknown as Widget;

async function renderDialog() {
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
  return { onSave, onClose, user: userEvent.setup() };
}

describe("the widget settings dialog's time window and title", { timeout: 30_000 }, () => {
  it("saves the widget's own time window in the platform's numeric form", async () => {
    const { onSave, onClose, user } = await renderDialog();
    expect(screen.queryByRole('button', { name: /last/i })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Use dashboard timewindow' }));
    await user.click(screen.getByRole('button', { name: 'last minute' }));
    await user.click(screen.getByRole('combobox', { name: 'Last' }));
    await user.click(await screen.findByRole('option', { name: '1 hour' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('button', { name: 'last hour' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Display timewindow' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        config: expect.objectContaining({
          useDashboardTimewindow: false,
          displayTimewindow: false,
          timewindow: expect.objectContaining({
            selectedTab: 0,
            realtime: expect.objectContaining({ realtimeType: 0, timewindowMs: 3_600_000 }),
          }),
        }),
      }),
    );
  });

  it('saves the picked title icon, its colour and a typed title style', async () => {
    const { onSave, onClose, user } = await renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Appearance' }));
    await user.click(screen.getByRole('combobox', { name: 'Title icon' }));
    await user.click(await screen.findByRole('option', { name: 'thermometer' }));
    const iconColor = screen.getByRole('textbox', { name: 'Icon color' });
    const swatch = iconColor.closest('.MuiInputBase-root')?.querySelector('input[type=color]');
    if (!swatch) throw new Error('the icon colour has no swatch');
    fireEvent.change(swatch, { target: { value: '#ff0000' } });
    expect(iconColor).toHaveProperty('value', '#ff0000');
    const style = screen.getByRole('textbox', { name: 'Title style' });
    await user.clear(style);
    await user.click(style);
    await user.paste('{"color": "navy"}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        config: expect.objectContaining({
          titleIcon: 'mdi:thermometer',
          iconColor: '#ff0000',
          titleStyle: { color: 'navy' },
        }),
      }),
    );
  });

  it('keeps the dialog open and saves nothing while the title style is not a JSON object', async () => {
    const { onSave, onClose, user } = await renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Appearance' }));
    const style = screen.getByRole('textbox', { name: 'Title style' });
    await user.clear(style);
    await user.click(style);
    await user.paste('{"color": navy}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The title style must be a JSON object, for example {"fontSize": "16px"}.'),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

import type { Widget } from '@fleetdeck/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
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
      {
        type: 'entity',
        entityAliasId: 'a1',
        dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#f00', settings: {} }],
      },
    ],
  },
} as unknown as Widget;

// the form library loads and renders slowly on a shared machine
// the registry holds definitions of every settings type alike
const chartDefinition = basicTimeseriesDefinition as unknown as WidgetDefinition;

describe('the widget settings dialog', { timeout: 60_000 }, () => {
  it("saves a threshold read from an attribute of an alias's entity into the key's settings", async () => {
    const onSave = vi.fn(async () => {});
    const onClose = vi.fn();
    await renderWithProviders(
      <WidgetSettingsDialog
        widget={chart}
        definition={chartDefinition}
        filters={[]}
        aliases={[
          { id: 'a1', name: 'Thermostat', entity: null },
          { id: 'a2', name: 'Building', entity: null },
        ]}
        states={{}}
        onSave={onSave}
        onClose={onClose}
      />,
    );
    // the key's settings are in its dialog, opened from its chip on the Data tab
    await userEvent.click(within(screen.getByRole('region', { name: 'Datasource 1' })).getByText('Temperature'));
    const keyDialog = screen.getByRole('dialog', { name: 'Data key configuration' });
    const key = await within(keyDialog).findByRole(
      'region',
      { name: 'Data key settings: Temperature' },
      { timeout: 20_000 },
    );
    await userEvent.click(within(key).getByRole('button', { name: 'Add Item' }));
    await userEvent.click(within(key).getByRole('combobox', { name: 'Threshold value source' }));
    await userEvent.click(screen.getByRole('option', { name: 'Value taken from entity attribute' }));
    await userEvent.click(within(key).getByRole('combobox', { name: 'Source entity alias' }));
    // the dashboard's aliases are the choices, besides the key's own entity
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      "The key's own entity",
      'Thermostat',
      'Building',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Building' }));
    await userEvent.type(within(key).getByRole('textbox', { name: 'Source entity attribute' }), 'maxTemperature');
    await userEvent.click(within(keyDialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Data key configuration' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        settings: expect.objectContaining({ stack: false, comparisonEnabled: false }),
        keySettings: [
          [
            expect.objectContaining({
              thresholds: [
                expect.objectContaining({
                  thresholdValueSource: 'entityAttribute',
                  thresholdEntityAlias: 'Building',
                  thresholdAttribute: 'maxTemperature',
                }),
              ],
            }),
          ],
        ],
      }),
    );
  });

  it('stays open with a message when the save fails', async () => {
    const onClose = vi.fn();
    await renderWithProviders(
      <WidgetSettingsDialog
        widget={chart}
        definition={chartDefinition}
        filters={[]}
        aliases={[{ id: 'a1', name: 'Thermostat', entity: null }]}
        states={{}}
        onSave={() => Promise.reject(new Error('403'))}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await screen.findByRole('region', { name: 'Widget settings' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The widget could not be saved.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

import type { Widget } from '@fleetdeck/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { entitiesTableDefinition } from '../../../widgets/cards/entities-table/definition';
import type { WidgetDefinition } from '../../../widgets/widget-definition';
import { WidgetSettingsDialog } from '../WidgetSettingsDialog';

const table = {
  id: 'table',
  bundleAlias: 'cards',
  typeAlias: 'entities_table',
  type: 'latest',
  config: {
    title: 'Devices',
    settings: {},
    // a field the dialog does not show, which a save keeps
    configMode: 'basic',
    datasources: [
      {
        type: 'entity',
        entityAliasId: 'a1',
        filterId: null,
        dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#f00', settings: {} }],
      },
    ],
  },
} as unknown as Widget;

const definition = entitiesTableDefinition as unknown as WidgetDefinition;

async function openDialog() {
  const onSave = vi.fn(async () => {});
  const onClose = vi.fn();
  await renderWithProviders(
    <WidgetSettingsDialog
      widget={table}
      definition={definition}
      filters={[]}
      aliases={[{ id: 'a1', name: 'Thermostats', entity: null }]}
      states={{ default: { name: 'Main' }, details: { name: 'Details' } }}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { onSave, onClose };
}

const savedConfig = (onSave: ReturnType<typeof vi.fn>) =>
  (onSave.mock.calls[0]?.[0] as { config: Record<string, unknown> } | undefined)?.config ?? {};

describe('the widget configuration dialog', { timeout: 30_000 }, () => {
  it('adds a data key on the Data tab and saves it with the platform field names, keeping what it does not show', async () => {
    const { onSave, onClose } = await openDialog();
    const datasource = screen.getByRole('region', { name: 'Datasource 1' });
    expect(within(datasource).getByRole('listitem').textContent).toBe('Temperature');
    await userEvent.type(within(datasource).getByRole('combobox', { name: 'Key' }), 'humidity');
    await userEvent.click(within(datasource).getByRole('button', { name: 'Add key' }));
    await userEvent.click(within(datasource).getByText('humidity'));
    const keyDialog = screen.getByRole('dialog', { name: 'Data key configuration' });
    await userEvent.clear(within(keyDialog).getByRole('textbox', { name: 'Label' }));
    await userEvent.type(within(keyDialog).getByRole('textbox', { name: 'Label' }), 'Humidity');
    await userEvent.type(within(keyDialog).getByRole('textbox', { name: 'Special symbol to show next to value' }), '%');
    await userEvent.click(within(keyDialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Data key configuration' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const config = savedConfig(onSave);
    expect(config.configMode).toBe('basic');
    expect(config.datasources).toEqual([
      expect.objectContaining({
        type: 'entity',
        entityAliasId: 'a1',
        dataKeys: [
          expect.objectContaining({ name: 'temperature', label: 'Temperature' }),
          expect.objectContaining({ name: 'humidity', type: 'timeseries', label: 'Humidity', units: '%' }),
        ],
      }),
    ]);
  });

  it('saves the title and colours of the Appearance tab', async () => {
    const { onSave } = await openDialog();
    await userEvent.click(screen.getByRole('tab', { name: 'Appearance' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Thermostats');
    await userEvent.type(screen.getByRole('textbox', { name: 'Background color' }), '#fafafa');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Drop shadow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(savedConfig(onSave)).toEqual(
      expect.objectContaining({ title: 'Thermostats', backgroundColor: '#fafafa', dropShadow: false }),
    );
  });

  it('adds a row click action that opens a state with the row entity', async () => {
    const { onSave } = await openDialog();
    await userEvent.click(screen.getByRole('tab', { name: 'Actions' }));
    const rowClick = screen.getByRole('region', { name: 'On row click' });
    await userEvent.click(within(rowClick).getByRole('button', { name: 'Add action' }));
    const actionDialog = screen.getByRole('dialog', { name: 'Edit action' });
    await userEvent.type(within(actionDialog).getByRole('textbox', { name: 'Name' }), 'Details');
    await userEvent.click(within(actionDialog).getByRole('combobox', { name: 'Target dashboard state' }));
    await userEvent.click(screen.getByRole('option', { name: 'Details' }));
    await userEvent.click(within(actionDialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit action' })).toBeNull());
    expect(within(rowClick).getByText('Navigate to new dashboard state')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(savedConfig(onSave).actions).toEqual({
      rowClick: [
        expect.objectContaining({
          name: 'Details',
          type: 'openDashboardState',
          targetDashboardStateId: 'details',
          setEntityId: true,
          openRightLayout: false,
        }),
      ],
    });
  });

  it('refuses an action without a target state', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('tab', { name: 'Actions' }));
    await userEvent.click(
      within(screen.getByRole('region', { name: 'On row click' })).getByRole('button', { name: 'Add action' }),
    );
    const actionDialog = screen.getByRole('dialog', { name: 'Edit action' });
    await userEvent.type(within(actionDialog).getByRole('textbox', { name: 'Name' }), 'Details');
    await userEvent.click(within(actionDialog).getByRole('button', { name: 'Apply' }));
    expect(await within(actionDialog).findByText("The action 'Details' needs a target dashboard state.")).toBeTruthy();
  });
});

import type { Widget } from '@fleetdeck/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
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
    datasources: [{ type: 'entity', entityAliasId: 'a1', dataKeys: [] }],
  },
} as unknown as Widget;

async function renderDialog() {
  signInAs('TENANT_ADMIN');
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

async function offerNewAlias(user: ReturnType<typeof userEvent.setup>, name: string) {
  const field = screen.getByRole('combobox', { name: 'Entity alias' });
  await user.clear(field);
  await user.type(field, name);
  await user.click(await screen.findByRole('option', { name: `Create a new alias '${name}'` }));
  return screen.getByRole('dialog', { name: 'Add alias' });
}

describe('an alias created from a datasource', { timeout: 60_000 }, () => {
  it('starts with the typed name, is picked for the datasource and is saved with the widget', async () => {
    const { onSave, onClose, user } = await renderDialog();
    const editor = await offerNewAlias(user, 'Boilers');
    expect(within(editor).getByRole('textbox', { name: 'Alias name' })).toHaveProperty('value', 'Boilers');
    await user.click(within(editor).getByRole('combobox', { name: 'Filter type' }));
    await user.click(await screen.findByRole('option', { name: 'Entity type' }));
    await user.click(within(editor).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Asset' }));
    await user.click(within(editor).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add alias' })).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Entity alias' })).toHaveProperty('value', 'Boilers');

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const edit = (onSave.mock.calls[0] as unknown as [{ config: { datasources: { entityAliasId: string }[] } }])[0];
    const created = Object.values((edit as unknown as { entityAliases: Record<string, { id: string }> }).entityAliases);
    expect(created).toEqual([
      {
        id: expect.any(String),
        alias: 'Boilers',
        filter: { type: 'entityType', resolveMultiple: false, entityType: 'ASSET' },
      },
    ]);
    expect(edit.config.datasources[0]?.entityAliasId).toBe(created[0]?.id);
  });

  it('refuses the name of an existing alias in the alias dialog', async () => {
    const { user } = await renderDialog();
    const editor = await offerNewAlias(user, 'Thermo');
    const name = within(editor).getByRole('textbox', { name: 'Alias name' });
    await user.type(name, 'stat');
    await user.click(within(editor).getByRole('button', { name: 'Add' }));
    expect(await within(editor).findByText('Alias with the same name already exists.')).toBeTruthy();
  });
});

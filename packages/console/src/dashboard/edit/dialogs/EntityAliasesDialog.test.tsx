import type { DashboardConfiguration } from '@fleetdeck/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { FIXTURE_DASHBOARDS, loadFixtureDashboard } from '../../model/test-fixtures';
import { EntityAliasesDialog } from './EntityAliasesDialog';

function configurationOf(name: (typeof FIXTURE_DASHBOARDS)[number]): DashboardConfiguration {
  return loadFixtureDashboard(name).configuration as DashboardConfiguration;
}

async function open(configuration: DashboardConfiguration) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  await renderWithProviders(<EntityAliasesDialog configuration={configuration} onApply={onApply} onClose={onClose} />);
  return { onApply, onClose };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the entity aliases dialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInAs('TENANT_ADMIN');
    fakeServer([
      { url: /\/api\/device\/types/, body: [{ type: 'thermostat' }] },
      { url: /\/api\/asset\/types/, body: [{ type: 'TbServiceQueue' }] },
    ]);
  });

  it('adds an alias of all assets resolved as multiple entities and applies it alone', async () => {
    const configuration = configurationOf('thermostats');
    const before = structuredClone(configuration);
    const { onApply } = await open(configuration);
    await userEvent.click(screen.getByRole('button', { name: 'Add alias' }));
    const editor = screen.getByRole('dialog', { name: 'Add alias' });
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Alias name' }), 'Buildings');
    await choose('Filter type', 'Entity type');
    await choose('Type', 'Asset');
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Resolve as multiple entities' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add alias' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Buildings' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const next = onApply.mock.calls[0]?.[0] as DashboardConfiguration;
    const added = Object.values(next.entityAliases).find((alias) => alias.alias === 'Buildings');
    expect(added).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      alias: 'Buildings',
      filter: { type: 'entityType', resolveMultiple: true, entityType: 'ASSET' },
    });
    expect({ ...next, entityAliases: before.entityAliases }).toEqual(before);
    expect(configuration).toEqual(before);
  });

  it('refuses a second alias of the same name with a message and keeps the list as it was', async () => {
    const configuration = configurationOf('thermostats');
    const { onApply } = await open(configuration);
    await userEvent.click(screen.getByRole('button', { name: 'Add alias' }));
    const editor = screen.getByRole('dialog', { name: 'Add alias' });
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Alias name' }), 'Thermostat');
    await choose('Filter type', 'Entity from dashboard state');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add' }));
    expect(await within(editor).findByText('Alias with the same name already exists.')).toBeTruthy();
    await userEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(configuration);
  });

  it('shows what an incomplete filter lacks instead of saving it', async () => {
    await open(configurationOf('thermostats'));
    await userEvent.click(screen.getByRole('button', { name: 'Add alias' }));
    const editor = screen.getByRole('dialog', { name: 'Add alias' });
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Alias name' }), 'Device');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add' }));
    expect((await within(editor).findByRole('alert')).textContent).toBe('Entity is required');
    expect(screen.getByRole('dialog', { name: 'Add alias' })).toBeTruthy();
  });

  it('refuses to delete an alias a widget uses, naming the widgets', async () => {
    const configuration = configurationOf('thermostats');
    const { onApply } = await open(configuration);
    await userEvent.click(screen.getByRole('button', { name: "Delete alias 'Thermostats'" }));
    const refusal = await screen.findByRole('dialog', { name: 'Unable to delete entity alias' });
    expect(within(refusal).getByText(/Entity alias 'Thermostats' can't be deleted/)).toBeTruthy();
    await userEvent.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unable to delete entity alias' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Thermostats' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('deletes an alias no widget uses', async () => {
    const configuration = configurationOf('thermostats');
    configuration.entityAliases.unused = {
      id: 'unused',
      alias: 'Unused',
      filter: { type: 'apiUsageState', resolveMultiple: false },
    };
    const { onApply } = await open(configuration);
    await userEvent.click(screen.getByRole('button', { name: "Delete alias 'Unused'" }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const next = onApply.mock.calls[0]?.[0] as DashboardConfiguration;
    expect(Object.keys(next.entityAliases)).not.toContain('unused');
  });

  for (const name of FIXTURE_DASHBOARDS) {
    it(`gives back the ${name} demo dashboard's aliases byte for byte when each is opened and saved unchanged`, async () => {
      const configuration = configurationOf(name);
      const { onApply } = await open(configuration);
      for (const alias of Object.values(configuration.entityAliases)) {
        await userEvent.click(screen.getByRole('button', { name: `Edit alias '${alias.alias}'` }));
        const editor = await screen.findByRole('dialog', { name: 'Edit alias' });
        await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit alias' })).toBeNull());
      }
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(JSON.stringify(onApply.mock.calls[0]?.[0])).toBe(JSON.stringify(configurationOf(name)));
    });
  }
});

import type { EntityAlias } from '@fleetdeck/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { EntityAliasDialog } from './EntityAliasDialog';

async function openNew() {
  const onSave = vi.fn();
  await renderWithProviders(<EntityAliasDialog alias={null} aliases={{}} onSave={onSave} onClose={vi.fn()} />);
  return onSave;
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function savedFilter(onSave: ReturnType<typeof vi.fn>) {
  const alias = onSave.mock.calls[0]?.[0] as EntityAlias | undefined;
  return alias?.filter;
}

async function name(alias: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Alias name' }));
  await userEvent.paste(alias);
}

describe('the entity alias editor', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInAs('TENANT_ADMIN');
    fakeServer([{ url: /\/api\/device\/types/, body: [{ type: 'sensor' }] }]);
  });

  it('saves the current customer as a single entity with the null id', async () => {
    const onSave = await openNew();
    await name('My customer');
    await choose('Type', 'Current Customer');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(savedFilter(onSave)).toEqual({
      type: 'singleEntity',
      resolveMultiple: false,
      singleEntity: { entityType: 'CURRENT_CUSTOMER', id: '13814000-1dd2-11b2-8080-808080808080' },
    });
  });

  it('saves a relations query rooted at the state entity with its direction, depth and relation filter', async () => {
    const onSave = await openNew();
    await name('Building devices');
    await choose('Filter type', 'Relations query');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use dashboard state entity as root' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'State entity parameter name' }));
    await userEvent.paste('building');
    await choose('Direction', 'To');
    const maxLevel = screen.getByRole('spinbutton', { name: 'Max relation level' });
    await userEvent.clear(maxLevel);
    await userEvent.type(maxLevel, '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fetch last level relation only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add relation filter' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Relation type' }));
    await userEvent.paste('Contains');
    await choose('Entity types', 'Device');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Resolve as multiple entities' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(savedFilter(onSave)).toEqual({
      type: 'relationsQuery',
      resolveMultiple: true,
      rootStateEntity: true,
      stateEntityParamName: 'building',
      defaultStateEntity: null,
      rootEntity: null,
      direction: 'TO',
      maxLevel: 2,
      fetchLastLevelOnly: true,
      filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }],
    });
  });

  it('refuses a search query without a root entity and names what is missing', async () => {
    const onSave = await openNew();
    await name('Sensors');
    await choose('Filter type', 'Device search query');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Root entity is required.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for a name', async () => {
    const onSave = await openNew();
    await choose('Filter type', 'API usage state');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Alias name is required.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});

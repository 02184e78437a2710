import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { EntityTypeList, entityTypeListError } from './EntityTypeList';
import { EntityTypeSelect } from './EntityTypeSelect';

describe('entity type select', () => {
  it('offers the types allowed to the signed-in user', async () => {
    signInAs('CUSTOMER_USER', { edgesEnabled: false });
    await renderWithProviders(<EntityTypeSelect value={null} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Device', 'Asset', 'Entity View', 'Customer', 'User', 'Dashboard']);
  });

  it('adds the pseudo-types on request', async () => {
    signInAs('TENANT_ADMIN', { edgesEnabled: true });
    await renderWithProviders(<EntityTypeSelect value={null} onChange={vi.fn()} useAliasEntityTypes />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getByRole('option', { name: 'Edge' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Current User Owner' })).toBeTruthy();
  });

  it('says the entity type is required when a required select is left empty', async () => {
    signInAs('TENANT_ADMIN');
    await renderWithProviders(<EntityTypeSelect value={null} onChange={vi.fn()} required />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    expect(await screen.findByText('Entity type is required.')).toBeTruthy();
  });
});

describe('entity type list', () => {
  it('requires at least one type when required', () => {
    expect(entityTypeListError([], true)).toBe('entity.entity-type-list-empty');
    expect(entityTypeListError(['DEVICE'], true)).toBeNull();
  });

  it('names the typed text when no type matches', async () => {
    signInAs('TENANT_ADMIN');
    await renderWithProviders(<EntityTypeList value={[]} onChange={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Entity types' }), 'zzz');
    expect(await screen.findByText("No entity types matching 'zzz' were found.")).toBeTruthy();
  });

  it('does not offer a type twice', async () => {
    signInAs('TENANT_ADMIN');
    const onChange = vi.fn();
    await renderWithProviders(<EntityTypeList value={['DEVICE']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Entity types' }));
    expect(screen.queryByRole('option', { name: 'Device' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Asset' }));
    expect(onChange).toHaveBeenLastCalledWith(['DEVICE', 'ASSET']);
  });
});

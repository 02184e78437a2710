import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { EntitySubtypeAutocomplete, matchingSubtypes, subtypeError } from './EntitySubtypeAutocomplete';
import { entitySaved, loadSubtypes } from './subtype-cache';

const types = (...names: string[]) => names.map((type) => ({ entityType: 'DEVICE', type, tenantId: null }));

describe('entity subtype rules', () => {
  it('requires a type per kind and limits it to 255 characters', () => {
    expect(subtypeError('ASSET', null, true)).toBe('asset.asset-type-required');
    expect(subtypeError('DEVICE', '  ', true)).toBe('device.device-type-required');
    expect(subtypeError('EDGE', 'x'.repeat(256), false)).toBe('edge.type-max-length');
    expect(subtypeError('ENTITY_VIEW', 'x'.repeat(255), true)).toBeNull();
  });

  it('matches known types by a case-insensitive prefix', () => {
    expect(matchingSubtypes(['Boiler', 'boost', 'Pump'], 'BO')).toEqual(['Boiler', 'boost']);
    expect(matchingSubtypes(['Boiler', 'Pump'], '')).toEqual(['Boiler', 'Pump']);
  });
});

describe('entity subtype cache', () => {
  beforeEach(() => {
    signInAs('TENANT_ADMIN');
    entitySaved('DEVICE');
  });

  it('reads the types of a kind once, and again after an entity of that kind is saved', async () => {
    const server = fakeServer([{ url: /\/api\/device\/types$/, body: types('default', 'thermostat') }]);
    expect(await loadSubtypes('DEVICE')).toEqual(['default', 'thermostat']);
    expect(await loadSubtypes('DEVICE')).toEqual(['default', 'thermostat']);
    expect(server.requests).toHaveLength(1);
    entitySaved('DEVICE');
    await loadSubtypes('DEVICE');
    expect(server.requests).toHaveLength(2);
  });

  it('treats a failed read as an empty list and tries again next time', async () => {
    const server = fakeServer([{ url: /\/api\/device\/types$/, status: 500, body: { status: 500, message: 'x' } }]);
    expect(await loadSubtypes('DEVICE')).toEqual([]);
    await loadSubtypes('DEVICE');
    expect(server.requests).toHaveLength(2);
  });
});

describe('entity subtype autocomplete', () => {
  beforeEach(() => {
    signInAs('TENANT_ADMIN');
    entitySaved('DEVICE');
  });

  it('offers the known types and accepts a new one', async () => {
    fakeServer([{ url: /\/api\/device\/types$/, body: types('default', 'thermostat') }]);
    const onChange = vi.fn();
    await renderWithProviders(<EntitySubtypeAutocomplete entityType="DEVICE" value={null} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Device type' });
    await userEvent.type(input, 'THE');
    expect(await screen.findByRole('option', { name: 'thermostat' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('option', { name: 'default' })).toBeNull());
    await userEvent.type(input, 'rmometer');
    expect(onChange).toHaveBeenLastCalledWith('THErmometer');
  });

  it('shows the kind’s required message when left empty', async () => {
    fakeServer([{ url: /\/api\/asset\/types$/, body: [] }]);
    await renderWithProviders(
      <EntitySubtypeAutocomplete entityType="ASSET" value={null} onChange={vi.fn()} required />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Asset type' }));
    await userEvent.tab();
    await waitFor(() => expect(screen.getByText('Asset type is required.')).toBeTruthy());
  });
});

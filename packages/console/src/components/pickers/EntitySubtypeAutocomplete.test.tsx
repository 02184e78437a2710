import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entitiesChanged } from '../../core/queries/invalidate-entity';
import { fakeServer, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { EntitySubtypeAutocomplete, matchingSubtypes, subtypeError } from './EntitySubtypeAutocomplete';
import { subtypesQuery } from './subtypes-query';

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

describe('entity subtypes query', () => {
  beforeEach(() => signInAs('TENANT_ADMIN'));

  it('reads the types of a kind once, and again after an entity of that kind is saved', async () => {
    const server = fakeServer([{ url: /\/api\/device\/types$/, body: types('default', 'thermostat') }]);
    const client = new QueryClient();
    expect(await client.fetchQuery(subtypesQuery('DEVICE'))).toEqual(['default', 'thermostat']);
    expect(await client.fetchQuery(subtypesQuery('DEVICE'))).toEqual(['default', 'thermostat']);
    expect(server.requests).toHaveLength(1);
    await entitiesChanged(client, 'DEVICE');
    await client.fetchQuery(subtypesQuery('DEVICE'));
    expect(server.requests).toHaveLength(2);
  });

  it('keeps no failed read, so the next reader tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer([{ url: /\/api\/device\/types$/, status: 500, body: { status: 500, message: 'x' } }]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(subtypesQuery('DEVICE'))).rejects.toBeTruthy();
    await expect(client.fetchQuery(subtypesQuery('DEVICE'))).rejects.toBeTruthy();
    expect(server.requests).toHaveLength(2);
  });
});

describe('entity subtype autocomplete', () => {
  beforeEach(() => signInAs('TENANT_ADMIN'));

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

  it('offers a type that a saved device brought, once devices have changed', async () => {
    const known = ['default'];
    // The server's answer grows once a device of a new type has been saved.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(types(...known)), { status: 200 })),
    );
    const view = await renderWithProviders(
      <EntitySubtypeAutocomplete entityType="DEVICE" value={null} onChange={vi.fn()} />,
    );
    const input = screen.getByRole('combobox', { name: 'Device type' });
    await userEvent.click(input);
    expect(await screen.findByRole('option', { name: 'default' })).toBeTruthy();
    known.push('boiler');
    await entitiesChanged(view.queryClient, 'DEVICE');
    expect(await screen.findByRole('option', { name: 'boiler' })).toBeTruthy();
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

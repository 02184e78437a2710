import type { EntityId } from '@fleetdeck/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, page, renderWithProviders } from '../../test/render';
import { CUSTOMER_ID, signInAs } from '../../test/session';
import { EntityAutocomplete, entityAutocompleteError } from './EntityAutocomplete';

const device = (id: string, name: string, type = 'default') => ({
  id: { entityType: 'DEVICE', id },
  name,
  type,
  label: null,
});
const D1 = '00000000-0000-11ee-8000-000000000011';
const D2 = '00000000-0000-11ee-8000-000000000012';

describe('entity autocomplete', () => {
  beforeEach(() => signInAs('TENANT_ADMIN'));
  afterEach(() => vi.unstubAllGlobals());

  it('says the type-specific message when a required picker is empty', () => {
    expect(entityAutocompleteError('ASSET', null, true)).toBe('asset.asset-required');
    expect(entityAutocompleteError('CUSTOMER', null, true, 'customer.default-customer-required')).toBe(
      'customer.default-customer-required',
    );
    expect(entityAutocompleteError('ASSET', { entityType: 'ASSET', id: D1 }, true)).toBeNull();
    expect(entityAutocompleteError('ASSET', null, false)).toBeNull();
  });

  it('searches the devices by the typed name, 50 at most, and picks one', async () => {
    const server = fakeServer([
      { url: /\/api\/tenant\/devices\?.*textSearch=Ther/, body: page([device(D1, 'Thermostat')]) },
      { url: /\/api\/tenant\/devices\?/, body: page([device(D1, 'Thermostat'), device(D2, 'Pump')]) },
    ]);
    const onChange = vi.fn();
    await renderWithProviders(<EntityAutocomplete entityType="DEVICE" value={null} onChange={onChange} />);
    // Keys typed without pauses, as a quick typist does: one search for the whole word (150 ms debounce).
    await userEvent.type(screen.getByRole('combobox', { name: 'Device' }), 'Ther', { delay: null });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Pump' })).toBeNull());
    await userEvent.click(await screen.findByRole('option', { name: 'Thermostat' }));
    expect(onChange).toHaveBeenLastCalledWith(
      { entityType: 'DEVICE', id: D1 },
      expect.objectContaining({ name: 'Thermostat' }),
    );
    const searched = server.requests.map((request) => new URL(request.url, 'http://localhost'));
    expect(searched.some((url) => url.searchParams.get('textSearch') === 'Ther')).toBe(true);
    expect(searched.every((url) => url.searchParams.get('pageSize') === '50')).toBe(true);
    expect(searched.filter((url) => ['T', 'Th', 'The'].includes(url.searchParams.get('textSearch') ?? ''))).toEqual([]);
  });

  it('tells the user when no entity matches', async () => {
    fakeServer([{ url: /\/api\/tenant\/devices\?/, body: page([]) }]);
    await renderWithProviders(<EntityAutocomplete entityType="DEVICE" value={null} onChange={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Device' }), 'Nope');
    expect(await screen.findByText("No devices matching 'Nope' were found.")).toBeTruthy();
  });

  it('lists only the customer’s devices for a customer user', async () => {
    signInAs('CUSTOMER_USER');
    const server = fakeServer([{ url: /\/api\/customer\/.*\/devices\?/, body: page([device(D1, 'Meter')]) }]);
    await renderWithProviders(<EntityAutocomplete entityType="DEVICE" value={null} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Device' }));
    expect(await screen.findByRole('option', { name: 'Meter' })).toBeTruthy();
    expect(server.requests[0].url).toContain(`/api/customer/${CUSTOMER_ID}/devices`);
  });

  it('shows the required message once a required picker is left empty', async () => {
    fakeServer([{ url: /\/api\/tenant\/devices\?/, body: page([]) }]);
    await renderWithProviders(<EntityAutocomplete entityType="DEVICE" required value={null} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Device' }));
    await userEvent.tab();
    expect(await screen.findByText('Device is required')).toBeTruthy();
  });

  it('reads the name of a stored value and clears a value that cannot be read', async () => {
    fakeServer([{ url: new RegExp(`/api/device/${D1}$`), body: device(D1, 'Boiler') }]);
    const onChange = vi.fn();
    const stored: EntityId = { entityType: 'DEVICE', id: D1 };
    const view = await renderWithProviders(
      <EntityAutocomplete entityType="DEVICE" value={stored} onChange={onChange} />,
    );
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Boiler'));
    view.unmount();
    const missing: EntityId = { entityType: 'DEVICE', id: D2 };
    await renderWithProviders(<EntityAutocomplete entityType="DEVICE" value={missing} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null, null));
  });

  it('clears the selection when the entity type changes', async () => {
    fakeServer([{ url: new RegExp(`/api/device/${D1}$`), body: device(D1, 'Boiler') }]);
    const onChange = vi.fn();
    const stored: EntityId = { entityType: 'DEVICE', id: D1 };
    const view = await renderWithProviders(
      <EntityAutocomplete entityType="DEVICE" value={stored} onChange={onChange} />,
    );
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Boiler'));
    view.rerender(<EntityAutocomplete entityType="ASSET" value={stored} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null, null));
  });

  it('clears the selection when the subtype changes to one the entity does not have', async () => {
    fakeServer([{ url: new RegExp(`/api/device/${D1}$`), body: device(D1, 'Boiler', 'heating') }]);
    const onChange = vi.fn();
    const stored: EntityId = { entityType: 'DEVICE', id: D1 };
    const view = await renderWithProviders(
      <EntityAutocomplete entityType="DEVICE" subtype="heating" value={stored} onChange={onChange} />,
    );
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Boiler'));
    view.rerender(<EntityAutocomplete entityType="DEVICE" subtype={null} value={stored} onChange={onChange} />);
    view.rerender(<EntityAutocomplete entityType="DEVICE" subtype="heating" value={stored} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    view.rerender(<EntityAutocomplete entityType="DEVICE" subtype="cooling" value={stored} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null, null));
  });
});

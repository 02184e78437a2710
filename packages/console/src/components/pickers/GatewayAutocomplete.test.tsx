import type { Device } from '@fleetdeck/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, page, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { GatewayAutocomplete, gatewayOptions, newGatewayDevice } from './GatewayAutocomplete';

const G1 = '00000000-0000-11ee-8000-000000000031';
const device = (id: string, name: string, gateway: boolean) =>
  ({ id: { entityType: 'DEVICE', id }, name, type: 'default', additionalInfo: { gateway } }) as unknown as Device;

describe('gateway autocomplete', () => {
  beforeEach(() => signInAs('TENANT_ADMIN'));

  it('offers only gateways, and to create one when no gateway has the typed name', () => {
    const devices = [device(G1, 'Gateway North', true), device('x', 'Sensor North', false)];
    expect(gatewayOptions(devices, 'north')).toEqual([
      { kind: 'gateway', device: devices[0] },
      { kind: 'create', name: 'north' },
    ]);
    expect(gatewayOptions(devices, 'Gateway North')).toEqual([{ kind: 'gateway', device: devices[0] }]);
    expect(gatewayOptions(devices, '')).toEqual([{ kind: 'gateway', device: devices[0] }]);
  });

  it('saves a new gateway with the Gateway type, no label and the gateway flag', () => {
    expect(newGatewayDevice('Edge box')).toEqual({
      name: 'Edge box',
      label: null,
      type: 'Gateway',
      additionalInfo: { gateway: true },
    });
    expect(newGatewayDevice('Edge box', 'Modbus').type).toBe('Modbus');
  });

  it('creates and chooses a gateway after the user confirms', async () => {
    const created = device(G1, 'Yard gateway', true);
    const server = fakeServer([
      { url: /\/api\/tenant\/devices\?.*deviceName=/, status: 404, body: { status: 404, errorCode: 32, message: 'x' } },
      { url: /\/api\/tenant\/devices\?/, body: page([]) },
      { method: 'POST', url: /\/api\/device$/, body: created },
    ]);
    const onChange = vi.fn();
    await renderWithProviders(<GatewayAutocomplete value={null} onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Gateway' }), 'Yard gateway');
    await userEvent.click(await screen.findByText('Create a new gateway: Yard gateway'));
    expect(screen.getByText("Are you sure you want create a new gateway with name: 'Yard gateway'?")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(G1, created));
    const saved = server.requests.find((request) => request.method === 'POST');
    expect(saved?.body).toEqual(newGatewayDevice('Yard gateway'));
  });

  it('reports a name already taken by a device instead of creating a gateway', async () => {
    const server = fakeServer([
      { url: /\/api\/tenant\/devices\?.*deviceName=/, body: device('y', 'Pump', false) },
      { url: /\/api\/tenant\/devices\?/, body: page([]) },
    ]);
    const onNameExists = vi.fn();
    await renderWithProviders(
      <GatewayAutocomplete value={null} onChange={vi.fn()} onGatewayNameExists={onNameExists} />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Gateway' }), 'Pump');
    await userEvent.click(await screen.findByText('Create a new gateway: Pump'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onNameExists).toHaveBeenCalledWith('Pump'));
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('clears the input when the user declines', async () => {
    fakeServer([{ url: /\/api\/tenant\/devices\?/, body: page([]) }]);
    await renderWithProviders(<GatewayAutocomplete value={null} onChange={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Gateway' }) as HTMLInputElement;
    await userEvent.type(input, 'Shed');
    await userEvent.click(await screen.findByText('Create a new gateway: Shed'));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(input.value).toBe(''));
  });
});

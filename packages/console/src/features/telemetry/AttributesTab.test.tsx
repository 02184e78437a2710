// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../core/telemetry/fake-socket';
import { TelemetryServiceContext } from '../../core/telemetry/live-hooks';
import { TelemetryService } from '../../core/telemetry/telemetry-service';
import { fakeServer, renderWithProviders } from '../../test/render';
import { AttributesTab } from './AttributesTab';

const DEVICE = { entityType: 'DEVICE' as const, id: '784f394c-42b6-435a-983c-b7beff2784f9' };
const ASSET = { entityType: 'ASSET' as const, id: '5f2c8a10-42b6-435a-983c-b7beff2784f9' };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function telemetry() {
  return new TelemetryService({
    tokens: {
      getToken: () => 'jwt',
      getRefreshToken: () => 'refresh',
      isTokenValid: () => true,
      refresh: async () => undefined,
      onChange: () => () => undefined,
    },
    baseUrl: 'http://fleet.example',
    WebSocket: FakeSocket,
  });
}

async function renderTab(entityId: typeof DEVICE | typeof ASSET, defaultScope?: 'SHARED_SCOPE' | 'CLIENT_SCOPE') {
  const service = telemetry();
  await renderWithProviders(
    <TelemetryServiceContext.Provider value={service}>
      <AttributesTab entityId={entityId} defaultScope={defaultScope} />
    </TelemetryServiceContext.Provider>,
  );
  await settle();
  const socket = FakeSocket.last();
  socket.accept();
  await settle();
  return socket;
}

afterEach(() => FakeSocket.reset());

// Typing into MUI fields is slow on a busy machine; the default 5 s is not always enough.
describe('Attributes tab', { timeout: 20_000 }, () => {
  it('lists the attributes of the scope as the WebSocket sends them and follows their changes', async () => {
    const socket = await renderTab(DEVICE, 'SHARED_SCOPE');
    expect(socket.commands('attrSubCmds')[0]).toMatchObject({ entityId: DEVICE.id, scope: 'SHARED_SCOPE' });
    act(() => socket.answer({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { mode: [[1000, 'eco']] } }));
    expect(await screen.findByText('eco')).toBeTruthy();
    act(() => socket.answer({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { mode: [[2000, 'boost']] } }));
    expect(await screen.findByText('boost')).toBeTruthy();
    expect(screen.queryByText('eco')).toBeNull();
  });

  it('adds a typed attribute and refuses an invalid integer first', async () => {
    const server = fakeServer([{ method: 'POST', url: /\/attributes\/SHARED_SCOPE$/, body: '' }]);
    const user = userEvent.setup();
    await renderTab(DEVICE, 'SHARED_SCOPE');
    await user.click(screen.getByRole('button', { name: 'Add attribute' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Key/), 'target');
    await user.click(within(dialog).getByRole('combobox', { name: 'Value type' }));
    await user.click(await screen.findByRole('option', { name: 'Integer' }));
    const value = within(dialog).getByLabelText(/Integer value/);
    await user.type(value, '12a');
    expect(within(dialog).getByText('Invalid integer value.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);

    await user.clear(value);
    await user.type(value, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: `/api/plugins/telemetry/DEVICE/${DEVICE.id}/attributes/SHARED_SCOPE`,
      body: { target: 12 },
    });
  });

  it('only reads client attributes', async () => {
    const socket = await renderTab(DEVICE, 'CLIENT_SCOPE');
    act(() => socket.answer({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { firmware: [[1000, '1.2']] } }));
    await screen.findByText('1.2');
    expect(screen.queryByRole('button', { name: 'Add attribute' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('offers only server attributes for entities other than devices', async () => {
    const socket = await renderTab(ASSET);
    expect(socket.commands('attrSubCmds')[0]).toMatchObject({ entityType: 'ASSET', scope: 'SERVER_SCOPE' });
    const scope = screen.getByRole('combobox', { name: 'Entity attributes scope' });
    expect(scope.getAttribute('aria-disabled')).toBe('true');
    expect(scope.textContent).toBe('Server attributes');
  });
});

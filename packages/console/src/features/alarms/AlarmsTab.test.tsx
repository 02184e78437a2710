// @vitest-environment happy-dom
import type { AlarmInfo, AlarmStatus, EntityId } from '@fleetdeck/model';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../core/notifications/toast-store';
import { FakeSocket } from '../../core/telemetry/fake-socket';
import { TelemetryServiceContext } from '../../core/telemetry/live-hooks';
import { TelemetryService } from '../../core/telemetry/telemetry-service';
import { type FakeRoute, fakeServer, page, renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { AlarmsTab } from './AlarmsTab';

const DEVICE: EntityId = { entityType: 'DEVICE', id: '784f394c-42b6-435a-983c-b7beff2784f9' };
const ALARM_ID = '5a1a0a00-0000-11ee-8000-000000000001';
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function alarm(status: AlarmStatus, type = 'High temperature', id = ALARM_ID): AlarmInfo {
  return {
    id: { entityType: 'ALARM', id },
    createdTime: Date.UTC(2026, 0, 2, 3, 4, 5),
    tenantId: { entityType: 'TENANT', id: '1e1a0a00-0000-11ee-8000-000000000001' },
    customerId: { entityType: 'CUSTOMER', id: '13814000-1dd2-11b2-8080-808080808080' },
    type,
    originator: DEVICE,
    originatorName: 'Chiller 7',
    severity: 'CRITICAL',
    status,
    startTs: 0,
    endTs: 0,
    ackTs: 0,
    clearTs: 0,
    details: { temperature: 42 },
    propagate: false,
    propagateToOwner: false,
    propagateToTenant: false,
    propagateRelationTypes: [],
    name: type,
  } as AlarmInfo;
}

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

/** The list route answers with whatever `list.body` holds at the time of the request. */
async function renderTab(list: FakeRoute, ...routes: FakeRoute[]) {
  const server = fakeServer([list, ...routes]);
  await renderWithProviders(
    <TelemetryServiceContext.Provider value={telemetry()}>
      <AlarmsTab entityId={DEVICE} />
    </TelemetryServiceContext.Provider>,
  );
  await settle();
  const socket = FakeSocket.last();
  socket.accept();
  await settle();
  return { server, socket };
}

const listRoute = (alarms: AlarmInfo[]): FakeRoute => ({ url: /\/api\/alarm\/DEVICE\//, body: page(alarms) });
const listRequests = (server: ReturnType<typeof fakeServer>) =>
  server.requests
    .filter((request) => /\/api\/alarm\/DEVICE\//.test(request.url))
    .map((request) => new URL(request.url, 'http://fleet.example'));

beforeEach(() => signInAs('TENANT_ADMIN'));
afterEach(() => {
  FakeSocket.reset();
  useToastStore.setState({ toasts: [] });
});

describe('Alarms tab', { timeout: 20_000 }, () => {
  it('lists the alarms with severity and status in words, and sends the status filter', async () => {
    const { server } = await renderTab(listRoute([alarm('ACTIVE_UNACK')]));
    const row = await screen.findByTestId('alarm-row');
    expect(row.textContent).toContain('Chiller 7');
    expect(row.textContent).toContain('High temperature');
    expect(within(row).getByText('Critical').style.color).toBe('red');
    expect(row.textContent).toContain('Active Unacknowledged');
    const first = listRequests(server)[0];
    expect(first.searchParams.get('searchStatus')).toBe('ANY');
    expect(first.searchParams.get('fetchOriginator')).toBe('true');
    expect(first.searchParams.get('sortProperty')).toBe('createdTime');
    expect(Number(first.searchParams.get('endTime')) - Number(first.searchParams.get('startTime'))).toBe(
      30 * 24 * 60 * 60 * 1000,
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Unacknowledged' }));
    await waitFor(() => expect(listRequests(server).at(-1)?.searchParams.get('searchStatus')).toBe('UNACK'));
  });

  it('reads the alarms of a chosen severity with the alarm data query, propagated ones included', async () => {
    const major = { ...alarm('ACTIVE_UNACK', 'Door open', '5a1a0a00-0000-11ee-8000-000000000002'), severity: 'MAJOR' };
    const { server } = await renderTab(listRoute([alarm('ACTIVE_UNACK')]), {
      method: 'POST',
      url: /\/api\/alarmsQuery\/find$/,
      body: page([major as AlarmInfo]),
    });
    await screen.findByTestId('alarm-row');
    await userEvent.click(screen.getByRole('combobox', { name: 'Severity' }));
    await userEvent.click(screen.getByRole('option', { name: 'Major' }));
    await waitFor(() => expect(screen.getByTestId('alarm-row').textContent).toContain('Door open'));
    const query = server.requests.find((request) => request.url.endsWith('/api/alarmsQuery/find'))?.body as {
      entityFilter: unknown;
      pageLink: Record<string, unknown>;
    };
    expect(query.entityFilter).toEqual({ type: 'singleEntity', singleEntity: DEVICE });
    expect(query.pageLink).toMatchObject({ severityList: ['MAJOR'], statusList: [], searchPropagatedAlarms: true });
  });

  it('offers only the actions the status allows', async () => {
    await renderTab(listRoute([alarm('ACTIVE_ACK')]));
    const row = await screen.findByTestId('alarm-row');
    expect(within(row).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('acknowledges an alarm and reads the list again when the WebSocket reports a change', async () => {
    const list = listRoute([alarm('ACTIVE_UNACK')]);
    const { server, socket } = await renderTab(list, { method: 'POST', url: /\/ack$/, body: '' });
    const row = await screen.findByTestId('alarm-row');
    list.body = page([alarm('ACTIVE_ACK')]);
    await userEvent.click(within(row).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Active Acknowledged')).toBeTruthy();
    expect(server.requests.some((request) => request.url.endsWith(`/api/alarm/${ALARM_ID}/ack`))).toBe(true);

    const command = socket.commands('alarmDataCmds')[0];
    expect(command.query.entityFilter).toEqual({ type: 'singleEntity', singleEntity: DEVICE });
    const reads = listRequests(server).length;
    const update = { cmdId: command.cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ALARM_DATA', update: null };
    // The first answer reads the list again too: an alarm raised before the subscription started must show.
    act(() => socket.answer({ ...update, data: page([]), allowedEntities: 1, totalEntities: 1 }));
    await waitFor(() => expect(listRequests(server).length).toBe(reads + 1));
    list.body = page([alarm('ACTIVE_ACK'), alarm('ACTIVE_UNACK', 'Door open', `${ALARM_ID.slice(0, -1)}2`)]);
    act(() => socket.answer({ ...update, data: page([]), allowedEntities: 1, totalEntities: 1 }));
    expect(await screen.findByText('Door open')).toBeTruthy();
    expect(listRequests(server).length).toBe(reads + 2);
  });

  it('shows the server message when the alarm is gone, and keeps the rows', async () => {
    await renderTab(listRoute([alarm('ACTIVE_UNACK')]), {
      method: 'POST',
      url: /\/ack$/,
      status: 404,
      body: { status: 404, message: `Alarm with id [${ALARM_ID}] is not found`, errorCode: 32, timestamp: 0 },
    });
    const row = await screen.findByTestId('alarm-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
        `Alarm with id [${ALARM_ID}] is not found`,
      ]),
    );
    expect(screen.getByTestId('alarm-row').textContent).toContain('High temperature');
  });

  it('acknowledges a selection after confirmation, only the alarms that allow it', async () => {
    const second = `${ALARM_ID.slice(0, -1)}2`;
    const { server } = await renderTab(listRoute([alarm('ACTIVE_UNACK'), alarm('ACTIVE_ACK', 'Door open', second)]), {
      method: 'POST',
      url: /\/ack$/,
      body: '',
    });
    await screen.findAllByTestId('alarm-row');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all alarms' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await userEvent.click(
      within(screen.getByTestId('alarms-bulk-actions')).getByRole('button', { name: 'Acknowledge' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Acknowledge 1 alarm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(server.requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
        `/api/alarm/${ALARM_ID}/ack`,
      ]),
    );
  });
});

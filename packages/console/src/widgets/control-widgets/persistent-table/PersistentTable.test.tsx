import type { PageData, Rpc } from '@fleetdeck/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { WidgetPersistentRpcQuery } from '../../widget-context';
import { persistentTableDefaultConfig } from './default-config';
import { migratePersistentTable } from './migrate';
import { PersistentTable } from './PersistentTable';
import type { PersistentTableSettings } from './settings';
import { testRpc } from './test-rpcs';

const page = (data: Rpc[]): PageData<Rpc> => ({
  data,
  totalPages: 1,
  totalElements: data.length,
  hasNext: false,
});

const reboot = testRpc('5f0c3a2e-0000-4000-8000-000000000001', 'reboot', 'SUCCESSFUL', {
  params: { delay: 3 },
  response: { done: true },
});
const setMode = testRpc('5f0c3a2e-0000-4000-8000-000000000002', 'setMode', 'QUEUED', { oneway: true });

async function show(options: TestContextOptions = {}, change: (settings: PersistentTableSettings) => void = () => {}) {
  const context = testContext({ persistentRpcs: async () => page([reboot, setMode]), ...options });
  const config = migratePersistentTable(structuredClone(persistentTableDefaultConfig));
  change(config.settings);
  await renderWidget(PersistentTable, { config, data: [], context });
  await screen.findByText('reboot');
  return context;
}

describe('the persistent RPC table', { timeout: 20_000 }, () => {
  it("lists the target device's requests newest first with their type and status", async () => {
    const context = await show();
    expect(context.calls.persistentRpcQueries[0]).toEqual({
      page: 0,
      pageSize: 10,
      sortProperty: 'createdTime',
      sortOrder: 'DESC',
    });
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['RPC ID', 'Message type', 'Status', 'Method', 'Created time', 'Expiration time', '']);
    expect(within(rows[1] as HTMLElement).getByText('Two-way')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Successful')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('One-way')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Queued')).toBeTruthy();
    expect(screen.getByText('Persistent RPC table')).toBeTruthy();
  });

  it('asks the server for one status when filtered', async () => {
    const context = await show();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delivered' }));
    await waitFor(() =>
      expect(context.calls.persistentRpcQueries.at(-1)).toMatchObject<Partial<WidgetPersistentRpcQuery>>({
        status: 'DELIVERED',
      }),
    );
  });

  it("shows a request's params and reply in its details", async () => {
    await show();
    await userEvent.click(screen.getAllByRole('button', { name: 'Details' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Details RPC ID: ${reboot.id.id}`)).toBeTruthy();
    expect(within(dialog).getByText(/"delay": 3/)).toBeTruthy();
    expect(within(dialog).getByText(/"done": true/)).toBeTruthy();
  });

  it('deletes a request after the question and reads the page again', async () => {
    const context = await show();
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1] as HTMLElement);
    expect(screen.getByText('Are you sure you want to delete request?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(context.calls.persistentRpcQueries).toHaveLength(2));
    expect(context.calls.deletedRpcs).toEqual([setMode.id.id]);
  });

  it("tells the server's message when a delete fails", async () => {
    await show({ deleteRpc: () => Promise.reject(new Error("Requested item wasn't found!")) });
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Requested item wasn't found!");
  });

  it('sends a new request as a persistent RPC from the add dialog', async () => {
    const context = await show();
    await userEvent.click(screen.getByRole('button', { name: 'Add RPC' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Method is required.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Method' }), 'setLight');
    const params = within(dialog).getByRole('textbox', { name: 'Params' });
    await userEvent.clear(params);
    await userEvent.type(params, '{{"on": true}');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Retries' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(context.calls.rpc).toEqual([
      {
        oneWay: false,
        method: 'setLight',
        params: { on: true },
        options: { persistent: true, retries: 2, additionalInfo: undefined },
      },
    ]);
  });

  it('leaves out the buttons the settings turn off', async () => {
    await show({}, (settings) => {
      settings.allowSendRequest = false;
      settings.enableFilter = false;
      settings.allowDelete = false;
      settings.displayColumns = ['method', 'status'];
    });
    expect(screen.queryByRole('button', { name: 'Add RPC' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Method', 'Status', '']);
  });

  it('says the target device is not set and reads nothing without one', async () => {
    const context = testContext({ targetDevice: null });
    const config = migratePersistentTable(structuredClone(persistentTableDefaultConfig));
    await renderWidget(PersistentTable, { config, data: [], context });
    expect((await screen.findByRole('alert')).textContent).toBe('Target device is not set!');
    expect(context.calls.persistentRpcQueries).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add RPC' })).toHaveProperty('disabled', true);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetContext } from '../../widget-context';
import { migrateRpcButton } from './migrate';
import { RpcButton } from './RpcButton';
import type { RpcButtonSettings } from './settings';

const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateways-reboot-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

async function show(context?: WidgetContext, change: (settings: RpcButtonSettings) => void = () => {}) {
  const config = migrateRpcButton(structuredClone(saved));
  change(config.settings);
  await renderWidget(RpcButton, { config, data: [], context });
  return screen.getByRole('button', { name: 'GATEWAY REBOOT' });
}

describe('the RPC button', { timeout: 20_000 }, () => {
  it('sends the one-way command with its params, timeout and persistence to the target device', async () => {
    const context = testContext();
    await userEvent.click(await show(context, (settings) => (settings.methodParams = '{"delay": 3}')));
    expect(context.calls.rpc).toEqual([
      { oneWay: true, method: 'gateway_reboot', params: { delay: 3 }, options: { timeout: 5000, persistent: false } },
    ]);
  });

  it('sends a two-way command with text params when the params are not JSON', async () => {
    const context = testContext();
    const button = await show(context, (settings) => {
      settings.oneWayElseTwoWay = false;
      settings.methodParams = 'now';
      settings.requestPersistent = true;
      settings.requestTimeout = 10000;
    });
    await userEvent.click(button);
    expect(context.calls.rpc).toEqual([
      { oneWay: false, method: 'gateway_reboot', params: 'now', options: { timeout: 10000, persistent: true } },
    ]);
  });

  it('is disabled while the request runs', async () => {
    let finish = () => {};
    const context = testContext({ rpcReply: () => new Promise<unknown>((resolve) => (finish = () => resolve({}))) });
    const button = await show(context);
    await userEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    finish();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
  });

  it('says the target device is not set and sends nothing without one', async () => {
    const context = testContext({ targetDevice: null });
    const button = await show(context);
    expect(screen.getByRole('alert').textContent).toBe('Target device is not set!');
    expect(button).toHaveProperty('disabled', true);
  });

  it('prints a failure only when showError is on', async () => {
    const failing = () => Promise.reject(Object.assign(new Error('Device is offline'), { status: 504 }));
    const quiet = testContext({ rpcReply: failing });
    const button = await show(quiet);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('prints the status and message of a failure when showError is on', async () => {
    const context = testContext({
      rpcReply: () => Promise.reject(Object.assign(new Error('Device is offline'), { status: 504 })),
    });
    await userEvent.click(await show(context, (settings) => (settings.showError = true)));
    expect((await screen.findByRole('alert')).textContent).toBe('504: Device is offline');
  });

  it('shows the title above the button', async () => {
    await show(testContext(), (settings) => (settings.title = 'Maintenance'));
    expect(screen.getByText('Maintenance')).toBeTruthy();
  });

  it('sends nothing outside a dashboard', async () => {
    expect(await show(undefined)).toHaveProperty('disabled', true);
  });

  it('sends nothing while the dashboard is edited', async () => {
    expect(await show(testContext({ isEdit: true }))).toHaveProperty('disabled', true);
  });
});

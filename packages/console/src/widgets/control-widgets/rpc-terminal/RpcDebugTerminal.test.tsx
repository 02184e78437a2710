import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import { rpcDebugTerminalDefaultConfig } from './default-config';
import { migrateRpcTerminal } from './migrate';
import { RpcDebugTerminal } from './RpcDebugTerminal';

async function show(options: TestContextOptions) {
  const context = testContext(options);
  const config = migrateRpcTerminal(structuredClone(rpcDebugTerminalDefaultConfig) as WidgetConfig);
  await renderWidget(RpcDebugTerminal, { config, data: [], context });
  const screenText = () => screen.getByTestId('rpc-terminal').querySelector('.xterm-rows')?.textContent ?? '';
  const type = async (text: string) => {
    const input = screen.getByTestId('rpc-terminal').querySelector('textarea');
    if (!input) throw new Error('the terminal has no input');
    await userEvent.type(input, text);
  };
  return { context, screenText, type };
}

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('the RPC debug terminal', { timeout: 20_000 }, () => {
  it('greets, sends a typed line as a two-way RPC and prints the reply', async () => {
    const { context, screenText, type } = await show({ rpcReply: async () => ({ temperature: 21.5 }) });
    await waitFor(() => expect(screenText()).toContain('Welcome to Fleetdeck RPC debug terminal.'));
    expect(screenText()).toContain("Type 'help' to see usage.");
    await type('getTemperature {{"unit":"C"}{Enter}');
    await waitFor(() => expect(screenText()).toContain('{"temperature":21.5}'));
    expect(context.calls.rpc).toEqual([
      {
        oneWay: false,
        method: 'getTemperature',
        params: { unit: 'C' },
        options: { timeout: 500, persistent: false },
      },
    ]);
  });

  it('prints the usage on help, and a timeout in the platform words', async () => {
    const { context, screenText, type } = await show({
      rpcReply: () => Promise.reject(failure(504, 'Gateway Timeout')),
    });
    await type('help{Enter}');
    await waitFor(() => expect(screenText()).toContain('<method> [params body]'));
    expect(context.calls.rpc).toEqual([]);
    await type('reboot{Enter}');
    await waitFor(() => expect(screenText()).toContain('Request Timeout.'));
  });

  it('says the target device is not set and takes no input without one', async () => {
    const { context, screenText, type } = await show({ targetDevice: null });
    await waitFor(() => expect(screenText()).toContain('Target device is not set!'));
    await type('getValue{Enter}');
    expect(screenText()).not.toContain("Type 'help'");
    expect(context.calls.rpc).toEqual([]);
  });
});

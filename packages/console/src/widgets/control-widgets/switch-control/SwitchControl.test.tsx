import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { WidgetContext } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import { switchDefaultConfigs } from './default-configs';
import type { SwitchVariant } from './family';
import { migrateSwitch } from './migrate';
import { switchControlComponent } from './SwitchControl';
import type { SwitchSettings } from './settings';

/** The default parse and convert functions, as the sandbox would answer them. */
const functions = {
  'return data ? true : false;': (data: unknown) => Boolean(data),
  'return value;': (value: unknown) => value,
  'return data.state === "ON";': (data: unknown) => (data as { state?: string }).state === 'ON',
  'return {pin: 4, on: value};': (value: unknown) => ({ pin: 4, on: value }),
};

function contextWith(options: TestContextOptions = {}) {
  return testContext({ functions, ...options });
}

async function show(
  alias: keyof typeof switchDefaultConfigs,
  variant: SwitchVariant,
  context: WidgetContext | undefined,
  change: (settings: SwitchSettings) => void = () => {},
  data: WidgetSeries[] = [],
) {
  const config = migrateSwitch(structuredClone(switchDefaultConfigs[alias]));
  change(config.settings);
  const Component = switchControlComponent(variant);
  const view = await renderWidget(Component, { config, data, context });
  const name = config.settings.title;
  return { view, config, Component, control: () => screen.getByRole('switch', { name }) };
}

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('the RPC switches', { timeout: 20_000 }, () => {
  it('switch control: reads its state by the get method and shows it between the Off and On labels', async () => {
    const context = contextWith({ rpcReply: async () => true });
    const { control } = await show('switch_control', 'switch', context);
    expect(screen.getByText('Switch control')).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
    expect(screen.getByText('On')).toBeTruthy();
    await waitFor(() => expect(control()).toHaveProperty('checked', true));
    expect(context.calls.rpc).toEqual([
      { oneWay: false, method: 'getValue', params: null, options: { timeout: 500, persistent: false } },
    ]);
  });

  it('switch control: sets the new state by the one-way set method with the converted params', async () => {
    const context = contextWith({ rpcReply: async () => ({ state: 'OFF' }) });
    const { control } = await show('switch_control', 'switch', context, (settings) => {
      settings.parseValueFunction = 'return data.state === "ON";';
      settings.convertValueFunction = 'return {pin: 4, on: value};';
      settings.showOnOffLabels = false;
    });
    await waitFor(() => expect(context.calls.rpc).toHaveLength(1));
    expect(control()).toHaveProperty('checked', false);
    expect(screen.queryByText('On')).toBeNull();
    await userEvent.click(control());
    expect(control()).toHaveProperty('checked', true);
    expect(context.calls.rpc[1]).toEqual({
      oneWay: true,
      method: 'setValue',
      params: { pin: 4, on: true },
      options: { timeout: 500, persistent: false },
    });
  });

  it('slide toggle: its title labels the toggle and a state read that times out says so', async () => {
    const context = contextWith({ rpcReply: () => Promise.reject(failure(504, 'Gateway Timeout')) });
    const { control } = await show('slide_toggle_control', 'slide-toggle', context);
    expect(control()).toHaveProperty('checked', false);
    expect((await screen.findByRole('alert')).textContent).toBe('Request Timeout.');
  });

  it('slide toggle: a failed set prints its status and message, and the next set clears it', async () => {
    let fail = true;
    const context = contextWith({
      rpcReply: async (method) => {
        if (method === 'setValue' && fail) throw failure(409, 'Device is not connected');
        return false;
      },
    });
    const { control } = await show('slide_toggle_control', 'slide-toggle', context);
    await waitFor(() => expect(context.calls.rpc).toHaveLength(1));
    await userEvent.click(control());
    expect((await screen.findByRole('alert')).textContent).toBe('409: Device is not connected');
    fail = false;
    await userEvent.click(control());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(context.calls.rpc.map((call) => call.params)).toEqual([null, true, false]);
  });

  it('round switch: follows an attribute of the target device, its text read as JSON, and asks nothing by RPC', async () => {
    const context = contextWith();
    const series = (value: unknown): WidgetSeries[] => [
      {
        datasource: { type: 'entity', dataKeys: [] },
        dataKey: { name: 'running', type: 'attribute', label: 'running', color: '#2196f3' },
        data: [[Date.now(), value]],
      },
    ];
    const change = (settings: SwitchSettings) => {
      settings.retrieveValueMethod = 'attribute';
      settings.valueKey = 'running';
    };
    const { view, config, Component, control } = await show('round_switch', 'round', context, change, series('true'));
    await waitFor(() => expect(control().getAttribute('aria-checked')).toBe('true'));
    await act(async () => {
      view.rerender(
        <Component
          config={config}
          data={series('false')}
          context={context}
          translate={(key) => key}
          timeWindow={{ min: 0, max: 1 }}
        />,
      );
    });
    await waitFor(() => expect(control().getAttribute('aria-checked')).toBe('false'));
    expect(context.calls.rpc).toEqual([]);
  });

  it('parses a read again once the dashboard sandbox has loaded', async () => {
    const loading = { ...contextWith({ rpcReply: async () => true }), callFunction: () => undefined };
    const { view, config, Component, control } = await show('switch_control', 'switch', loading);
    await waitFor(() => expect(loading.calls.rpc).toHaveLength(1));
    expect(control()).toHaveProperty('checked', false);
    const loaded = { ...loading, callFunction: contextWith().callFunction };
    await act(async () => {
      view.rerender(
        <Component
          config={config}
          data={[]}
          context={loaded}
          translate={(key) => key}
          timeWindow={{ min: 0, max: 1 }}
        />,
      );
    });
    await waitFor(() => expect(control()).toHaveProperty('checked', true));
    expect(loading.calls.rpc).toHaveLength(1);
  });

  it('round switch: a change made while a set runs is sent when it ends', async () => {
    const pending: Array<() => void> = [];
    const context = contextWith({
      rpcReply: (method) =>
        method === 'getValue' ? Promise.resolve(false) : new Promise((resolve) => pending.push(() => resolve({}))),
    });
    const { control } = await show('round_switch', 'round', context);
    await waitFor(() => expect(context.calls.rpc).toHaveLength(1));
    await userEvent.click(control());
    await userEvent.click(control());
    expect(context.calls.rpc).toHaveLength(2);
    expect(control().getAttribute('aria-checked')).toBe('false');
    await act(async () => pending.shift()?.());
    await waitFor(() => expect(context.calls.rpc).toHaveLength(3));
    expect(context.calls.rpc.map((call) => call.params)).toEqual([null, true, false]);
  });

  it('says the target device is not set and is disabled without one', async () => {
    const { control } = await show('switch_control', 'switch', contextWith({ targetDevice: null }));
    expect(screen.getByRole('alert').textContent).toBe('Target device is not set!');
    expect(control()).toHaveProperty('disabled', true);
  });

  it('sends nothing while the dashboard is edited', async () => {
    const context = contextWith({ isEdit: true });
    const { control } = await show('slide_toggle_control', 'slide-toggle', context);
    expect(control()).toHaveProperty('disabled', true);
    expect(context.calls.rpc).toEqual([]);
  });
});

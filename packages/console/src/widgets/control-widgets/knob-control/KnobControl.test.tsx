import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import { knobDefaultConfig } from './default-config';
import { KnobControl } from './KnobControl';
import { migrateKnob } from './migrate';
import type { KnobSettings } from './settings';

async function show(options: TestContextOptions, change: (settings: KnobSettings) => void = () => {}) {
  const context = testContext(options);
  const config = migrateKnob(structuredClone(knobDefaultConfig) as WidgetConfig);
  change(config.settings);
  await renderWidget(KnobControl, { config, data: [], context });
  return { context, knob: () => screen.getByRole('slider', { name: config.settings.title }) };
}

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('the knob control', { timeout: 20_000 }, () => {
  it('shows the value the device answers to the get method between the minimum and maximum', async () => {
    const { context, knob } = await show({ rpcReply: async () => 72 });
    expect(screen.getByText('Knob control')).toBeTruthy();
    expect(screen.getByText('0')).toBeTruthy();
    expect(screen.getByText('100')).toBeTruthy();
    await waitFor(() => expect(knob().getAttribute('aria-valuenow')).toBe('72'));
    expect(knob().textContent).toBe('72');
    expect(context.calls.rpc).toEqual([{ oneWay: false, method: 'getValue', params: null, options: { timeout: 500 } }]);
  });

  it('sets the value turned by the keys by the one-way set method, inside the range', async () => {
    const { context, knob } = await show({ rpcReply: async () => '99.5' }, (settings) => {
      settings.setValueMethod = 'setTemperature';
    });
    await waitFor(() => expect(knob().getAttribute('aria-valuenow')).toBe('99.5'));
    fireEvent.keyDown(knob(), { key: 'ArrowUp' });
    await waitFor(() => expect(context.calls.rpc).toHaveLength(2));
    expect(knob().getAttribute('aria-valuenow')).toBe('100');
    fireEvent.keyDown(knob(), { key: 'Home' });
    await waitFor(() => expect(context.calls.rpc).toHaveLength(3));
    expect(context.calls.rpc.slice(1)).toEqual([
      { oneWay: true, method: 'setTemperature', params: 100, options: { timeout: 500 } },
      { oneWay: true, method: 'setTemperature', params: 0, options: { timeout: 500 } },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a read that timed out in the platform words and keeps the initial value', async () => {
    const { knob } = await show({ rpcReply: () => Promise.reject(failure(504, 'Gateway Timeout')) });
    expect((await screen.findByRole('alert')).textContent).toBe('Request Timeout.');
    expect(knob().getAttribute('aria-valuenow')).toBe('50');
  });

  it('prints a failed set and a reply that is not a number', async () => {
    const { knob } = await show({
      rpcReply: async (method) => {
        if (method === 'setValue') throw failure(409, 'Device is not connected');
        return { temperature: 20 };
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to parse response: {"temperature":20}');
    await act(async () => {
      fireEvent.keyDown(knob(), { key: 'ArrowDown' });
    });
    expect((await screen.findByRole('alert')).textContent).toBe('409: Device is not connected');
  });

  it('is disabled and says so without a target device', async () => {
    const { knob } = await show({ targetDevice: null });
    expect(screen.getByRole('alert').textContent).toBe('Target device is not set!');
    expect(knob().getAttribute('aria-disabled')).toBe('true');
  });

  it('sends nothing while the dashboard is edited', async () => {
    const { context, knob } = await show({ isEdit: true });
    fireEvent.keyDown(knob(), { key: 'ArrowUp' });
    expect(knob().getAttribute('aria-valuenow')).toBe('50');
    expect(context.calls.rpc).toEqual([]);
  });
});

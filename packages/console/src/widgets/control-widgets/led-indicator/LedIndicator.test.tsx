import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { WidgetContext } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import { ledIndicatorDefaultConfig } from './default-config';
import { LedIndicator } from './LedIndicator';
import { migrateLedIndicator } from './migrate';
import type { LedIndicatorSettings } from './settings';

const functions = { 'return data ? true : false;': (data: unknown) => Boolean(data) };
const contextWith = (options: TestContextOptions = {}) => testContext({ functions, ...options });

const series = (value: unknown, ts = Date.now()): WidgetSeries[] => [
  {
    datasource: { type: 'entity', dataKeys: [] },
    dataKey: { name: 'value', type: 'attribute', label: 'value', color: '#2196f3' },
    data: [[ts, value]],
  },
];

async function show(
  context: WidgetContext | undefined,
  data: WidgetSeries[],
  change: (settings: LedIndicatorSettings) => void = () => {},
) {
  const config = migrateLedIndicator(structuredClone(ledIndicatorDefaultConfig));
  change(config.settings);
  const view = await renderWidget(LedIndicator, { config, data, context });
  const rerender = (next: WidgetSeries[]) =>
    act(async () => {
      view.rerender(
        <LedIndicator
          config={config}
          data={next}
          context={context}
          translate={(key) => (key === 'widgets.rpc.on' ? 'On' : 'Off')}
          timeWindow={{ min: 0, max: 1 }}
        />,
      );
    });
  return { led: () => screen.getByRole('img'), rerender };
}

describe('the LED indicator', { timeout: 20_000 }, () => {
  it('checks the device status first, then follows the attribute as JSON through the parse function', async () => {
    const context = contextWith({ rpcReply: async () => true });
    const { led, rerender } = await show(context, series('true'));
    expect(screen.getByText('Led indicator')).toBeTruthy();
    await waitFor(() => expect(led().getAttribute('aria-label')).toBe('Led indicator: On'));
    expect(context.calls.rpc).toEqual([
      { oneWay: false, method: 'checkStatus', params: null, options: { timeout: 500, persistent: false } },
    ]);
    await rerender(series('false', Date.now() + 1));
    await waitFor(() => expect(led().getAttribute('aria-label')).toBe('Led indicator: Off'));
  });

  it('says the device is unknown when the status check answers false, and keeps its initial state', async () => {
    const context = contextWith({ rpcReply: async () => false });
    const { led } = await show(context, series('false'));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown device.');
    expect(led().dataset.lit).toBe('true');
  });

  it('prints the request timeout of a status check the device does not answer', async () => {
    const context = contextWith({
      rpcReply: () => Promise.reject(Object.assign(new Error('Gateway Timeout'), { status: 504 })),
    });
    await show(context, series('true'));
    expect((await screen.findByRole('alert')).textContent).toBe('Request Timeout.');
  });

  it('follows the key without asking when no status check is set', async () => {
    const context = contextWith();
    const { led } = await show(context, series(0), (settings) => {
      settings.performCheckStatus = false;
    });
    await waitFor(() => expect(led().dataset.lit).toBe('false'));
    expect(context.calls.rpc).toEqual([]);
  });

  it('says the target device is not set without one', async () => {
    await show(contextWith({ targetDevice: null }), []);
    expect(screen.getByRole('alert').textContent).toBe('Target device is not set!');
  });
});

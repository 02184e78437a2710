import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { WidgetContext } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import { gpioDefaultConfigs } from './default-configs';
import { GPIO_TYPES } from './family';
import { gpioComponent } from './GpioWidget';
import { migrateGpio } from './migrate';

/** The default parse function, as the sandbox would answer it. */
const functions = {
  'return body[pin] === true;': (body: unknown, pin: unknown) =>
    (body as Record<string, unknown>)[String(pin)] === true,
};

const contextWith = (options: TestContextOptions = {}) => testContext({ functions, ...options });

async function show(alias: keyof typeof gpioDefaultConfigs, context?: WidgetContext, data: WidgetSeries[] = []) {
  const type = GPIO_TYPES.find((candidate) => candidate.alias === alias);
  if (!type) throw new Error(alias);
  const config = migrateGpio(structuredClone(gpioDefaultConfigs[alias]));
  return renderWidget(gpioComponent(type), { config, data, context });
}

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

const pinSeries = (pin: string, value: unknown): WidgetSeries => ({
  datasource: { type: 'function', dataKeys: [] },
  dataKey: { name: 'f(x)', type: 'function', label: pin, color: '#2196f3' },
  data: [[Date.now(), value]],
});

describe('the GPIO widgets', { timeout: 20_000 }, () => {
  it('basic control: reads every pin by the status request and shows each pin on or off', async () => {
    const context = contextWith({ rpcReply: async () => ({ 1: true, 2: false, 3: true }) });
    await show('basic_gpio_control', context);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'GPIO 1' })).toHaveProperty('checked', true));
    expect(screen.getByRole('switch', { name: 'GPIO 2' })).toHaveProperty('checked', false);
    expect(screen.getByRole('switch', { name: 'GPIO 3' })).toHaveProperty('checked', true);
    expect(screen.getByText('GPIO 2')).toBeTruthy();
    expect(context.calls.rpc).toEqual([
      { oneWay: false, method: 'getGpioStatus', params: {}, options: { timeout: 500 } },
    ]);
  });

  it("basic control: sets a pin by the change request and shows the state the device's reply says", async () => {
    const context = contextWith({
      rpcReply: async (method, params) =>
        method === 'getGpioStatus' ? {} : { [String((params as { pin: number }).pin)]: false },
    });
    await show('basic_gpio_control', context);
    await waitFor(() => expect(context.calls.rpc).toHaveLength(1));
    const pin = screen.getByRole('switch', { name: 'GPIO 2' });
    await userEvent.click(pin);
    expect(context.calls.rpc[1]).toEqual({
      oneWay: false,
      method: 'setGpioStatus',
      params: { pin: 2, enabled: true },
      options: { timeout: 500 },
    });
    // the device kept the pin off
    await waitFor(() => expect(pin).toHaveProperty('checked', false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('raspberry Pi control: a change the device does not answer says so and the switch goes back', async () => {
    const context = contextWith({
      rpcReply: async (method) => {
        if (method === 'setGpioStatus') throw failure(504, 'Gateway Timeout');
        return { 7: true };
      },
    });
    await show('raspberry_pi_gpio_control', context);
    const pin = screen.getByRole('switch', { name: 'GPIO 17' });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'GPIO 4 (GPCLK0)' })).toHaveProperty('checked', true),
    );
    await userEvent.click(pin);
    expect((await screen.findByRole('alert')).textContent).toBe('Request Timeout.');
    expect(pin).toHaveProperty('checked', false);
    // the whole header is drawn: pin 1 and pin 40 have no switch but their numbers
    expect(screen.getByText('1')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
  });

  it('control: says the target device is not set and is disabled without one, and sends nothing while edited', async () => {
    await show('basic_gpio_control', contextWith({ targetDevice: null }));
    expect(screen.getByRole('alert').textContent).toBe('Target device is not set!');
    expect(screen.getByRole('switch', { name: 'GPIO 1' })).toHaveProperty('disabled', true);
  });

  it('basic panel: lights the LED of each pin whose data key is true, in its colour', async () => {
    await show('gpio_panel', undefined, [pinSeries('1', true), pinSeries('2', 'false'), pinSeries('3', 'true')]);
    expect(screen.getByRole('img', { name: 'GPIO 1: On' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'GPIO 2: Off' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'GPIO 3: On' })).toBeTruthy();
  });

  it('raspberry Pi panel: shows all 40 pins by their labels, the lit ones from the data', async () => {
    const view = await show('raspberry_pi_gpio_panel', undefined, [pinSeries('11', true)]);
    expect(screen.getAllByRole('img')).toHaveLength(40);
    expect(screen.getByRole('img', { name: 'GPIO 17: On' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'GPIO 18: Off' })).toBeTruthy();
    expect(within(view.container).getAllByRole('img', { name: 'GND: Off' })).toHaveLength(8);
  });
});

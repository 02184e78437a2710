import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import { DeviceClaiming } from './DeviceClaiming';
import { deviceClaimingDefaultConfig } from './default-config';
import { migrateDeviceClaiming } from './migrate';

async function show(settings: Record<string, unknown> = {}, options: TestContextOptions = {}) {
  const context = testContext(options);
  const config = migrateDeviceClaiming({
    ...(structuredClone(deviceClaimingDefaultConfig) as WidgetConfig),
    settings: { ...deviceClaimingDefaultConfig.settings, ...settings },
  });
  await renderWidget(DeviceClaiming, { config, data: [], context });
  return context;
}

async function fillAndClaim(name: string, secret: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Device name' }), { target: { value: name } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Secret key' }), { target: { value: secret } });
  await userEvent.click(screen.getByRole('button', { name: 'Claim device' }));
}

describe('the device claiming widget', { timeout: 20_000 }, () => {
  it('claims a device by name with its secret key, tells it and clears the form', async () => {
    const context = await show();
    expect(screen.getByRole('button', { name: 'Claim device' })).toHaveProperty('disabled', true);
    await fillAndClaim('Pump 7', 's3cret');
    await waitFor(() => expect(context.calls.claims).toEqual([{ deviceName: 'Pump 7', secretKey: 's3cret' }]));
    expect(context.calls.toasts).toEqual([{ message: 'Device was successfully claimed!', severity: 'success' }]);
    expect(screen.getByRole('textbox', { name: 'Device name' })).toHaveProperty('value', '');
  });

  it("shows the platform's message for a refused claim and for an unknown device, keeping what was typed", async () => {
    const context = await show({}, { claim: async (name) => (name === 'Ghost' ? 'not-found' : 'failed') });
    await fillAndClaim('Pump 7', 'wrong');
    await waitFor(() => expect(context.calls.toasts.at(-1)?.message).toBe('Failed to claim the device!'));
    expect(screen.getByRole('textbox', { name: 'Device name' })).toHaveProperty('value', 'Pump 7');
    await fillAndClaim('Ghost', 'x');
    await waitFor(() =>
      expect(context.calls.toasts.at(-1)).toEqual({ message: 'Device not found!', severity: 'error' }),
    );
  });

  it('asks for the device name only when the secret key is off, with the texts of the settings', async () => {
    const context = await show({
      deviceSecret: false,
      widgetTitle: 'Add your meter',
      deviceLabel: 'Meter',
      labelClaimButon: 'Add',
      successfulClaimDevice: '{i18n:widgets.input-widgets.claim-successful} Welcome.',
    });
    expect(screen.getByText('Add your meter')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Secret key' })).toBeNull();
    const name = screen.getByRole('textbox', { name: 'Meter' });
    fireEvent.blur(name);
    expect(screen.getByText('Device name is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'M-1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(context.calls.claims).toEqual([{ deviceName: 'M-1', secretKey: undefined }]));
    expect(context.calls.toasts[0]?.message).toBe('Device was successfully claimed! Welcome.');
  });

  it('names the inputs without shown labels, and claims nothing while the dashboard is edited', async () => {
    const context = await show({ showLabel: false }, { isEdit: true });
    expect(screen.getByRole('textbox', { name: 'Device name' })).toHaveProperty('readOnly', true);
    expect(screen.queryByText('Device name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Claim device' })).toHaveProperty('disabled', true);
    expect(context.calls.claims).toEqual([]);
  });

  it("shows another error's message, as when the server cannot be reached", async () => {
    const context = await show({}, { claim: async () => Promise.reject(new Error('Unable to connect')) });
    await fillAndClaim('Pump 7', 's3cret');
    await waitFor(() => expect(context.calls.toasts).toEqual([{ message: 'Unable to connect', severity: 'error' }]));
  });
});

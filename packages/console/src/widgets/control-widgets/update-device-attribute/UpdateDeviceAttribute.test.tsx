import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import { updateDeviceAttributeDefaultConfig } from './default-config';
import { migrateUpdateDeviceAttribute } from './migrate';
import type { UpdateDeviceAttributeSettings } from './settings';
import { UpdateDeviceAttribute } from './UpdateDeviceAttribute';

async function show(options: TestContextOptions, change: (settings: UpdateDeviceAttributeSettings) => void) {
  const context = testContext(options);
  const config = migrateUpdateDeviceAttribute(structuredClone(updateDeviceAttributeDefaultConfig) as WidgetConfig);
  change(config.settings);
  await renderWidget(UpdateDeviceAttribute, { config, data: [], context });
  return { context, button: () => screen.getByRole('button', { name: config.settings.buttonText }) };
}

describe('the update device attribute button', { timeout: 20_000 }, () => {
  it('saves the configured values in the configured scope and says so', async () => {
    const { context, button } = await show({}, (settings) => {
      settings.title = 'Maintenance';
      settings.entityParameters = '{"mode":"service","limit":40}';
      settings.entityAttributeType = 'SHARED_SCOPE';
    });
    expect(screen.getByText('Maintenance')).toBeTruthy();
    await userEvent.click(button());
    await waitFor(() => expect(context.calls.toasts).toEqual([{ message: 'Update successful', severity: 'success' }]));
    expect(context.calls.attributes).toEqual([
      {
        entity: { entityType: 'DEVICE', id: 'device-1' },
        scope: 'SHARED_SCOPE',
        values: { mode: 'service', limit: 40 },
      },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('prints a failed save, and parameters that are not a JSON object without saving', async () => {
    const failure = Object.assign(new Error('You do not have permissions to perform this operation!'), {
      status: 403,
    });
    const { context, button } = await show({ saveAttributes: () => Promise.reject(failure) }, (settings) => {
      settings.entityParameters = '{"mode":"service"}';
    });
    await userEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(
      '403: You do not have permissions to perform this operation!',
    );
    expect(context.calls.toasts).toEqual([]);

    const invalid = await show({}, (settings) => {
      settings.entityParameters = '[1, 2]';
      settings.buttonText = 'Reset';
    });
    await userEvent.click(invalid.button());
    expect(screen.getByText('Invalid value')).toBeTruthy();
    expect(invalid.context.calls.attributes).toEqual([]);
  });

  it('is disabled and says so without a target device', async () => {
    const { button } = await show({ targetDevice: null }, () => {});
    expect(screen.getByRole('alert').textContent).toBe('Target device is not set!');
    expect(button()).toHaveProperty('disabled', true);
  });
});

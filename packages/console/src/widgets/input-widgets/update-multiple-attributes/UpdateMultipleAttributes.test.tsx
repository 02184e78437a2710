import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetContext } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import { migrateMultipleInput } from './migrate';
import type { MultipleInputKeySettings, MultipleInputSettings } from './settings';
import { UpdateMultipleAttributes } from './UpdateMultipleAttributes';

const saved = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures/thermostats-alarm-settings-3.4.1.json'), 'utf8'),
).config as WidgetConfig;

const T1 = { id: { entityType: 'DEVICE' as const, id: 't1' }, name: 'Thermostat T1', label: null };
const values: Record<string, string> = {
  temperatureAlarmFlag: 'true',
  temperatureAlarmThreshold: '25',
  humidityAlarmFlag: 'false',
  humidityAlarmThreshold: '30',
};

type Change = (settings: MultipleInputSettings, keys: Record<string, MultipleInputKeySettings>) => void;

async function show(context: WidgetContext | undefined, change: Change = () => {}) {
  const config = migrateMultipleInput(structuredClone(saved));
  const datasource = config.datasources?.[0];
  if (!datasource) throw new Error('the fixture has a datasource');
  const keys = Object.fromEntries(
    datasource.dataKeys.map((key) => [key.name, key.settings as MultipleInputKeySettings]),
  );
  change(config.settings, keys);
  const data: WidgetSeries[] = datasource.dataKeys.map((dataKey) => ({
    datasource,
    dataKey,
    entity: T1,
    data: [[1000, values[dataKey.name]]],
  }));
  await renderWidget(UpdateMultipleAttributes, { config, data, context });
}

const withButtons = (options: TestContextOptions = {}) => ({
  context: testContext(options),
  change: ((settings) => {
    settings.showActionButtons = true;
  }) as Change,
});

describe('Update Multiple Attributes', { timeout: 20_000 }, () => {
  it('shows the widget title and an input per key with its latest value', async () => {
    await show(testContext());
    expect(screen.getByText('Termostat settings')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'High temperature alarm' })).toHaveProperty('checked', true);
    expect(screen.getByRole('spinbutton', { name: 'High temperature threshold, °C' })).toHaveProperty('value', '25');
    expect(screen.getByRole('checkbox', { name: 'Low humidity alarm' })).toHaveProperty('checked', false);
  });

  it('disables a field while the key it depends on is off', async () => {
    await show(testContext());
    expect(screen.getByRole('spinbutton', { name: 'Low humidity threshold, %' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('spinbutton', { name: 'High temperature threshold, °C' })).toHaveProperty(
      'disabled',
      false,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Low humidity alarm' }));
    expect(screen.getByRole('spinbutton', { name: 'Low humidity threshold, %' })).toHaveProperty('disabled', false);
  });

  it('saves each change at once as a server attribute, and says so', async () => {
    const context = testContext();
    await show(context);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Low humidity alarm' }));
    const threshold = screen.getByRole('spinbutton', { name: 'High temperature threshold, °C' });
    fireEvent.change(threshold, { target: { value: '27.5' } });
    fireEvent.blur(threshold);
    await waitFor(() => expect(context.calls.attributes).toHaveLength(2));
    expect(context.calls.attributes).toEqual([
      { entity: T1.id, scope: 'SERVER_SCOPE', values: { humidityAlarmFlag: true } },
      { entity: T1.id, scope: 'SERVER_SCOPE', values: { temperatureAlarmThreshold: 27.5 } },
    ]);
    expect(context.calls.toasts).toContainEqual({ message: 'Update successful', severity: 'success' });
  });

  it('saves only the changed values of a section with the Save button, and Undo restores them', async () => {
    const { context, change } = withButtons();
    await show(context, (settings, keys) => {
      change(settings, keys);
      keys.humidityAlarmThreshold.dataKeyType = 'shared';
      keys.humidityAlarmFlag.isEditable = 'readonly';
    });
    const threshold = screen.getByRole('spinbutton', { name: 'High temperature threshold, °C' });
    fireEvent.change(threshold, { target: { value: '30' } });
    fireEvent.blur(threshold);
    expect(context.calls.attributes).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(threshold).toHaveProperty('value', '25');

    fireEvent.change(threshold, { target: { value: '31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(context.calls.attributes).toEqual([
        { entity: T1.id, scope: 'SERVER_SCOPE', values: { temperatureAlarmThreshold: 31 } },
      ]),
    );
  });

  it('saves all values in their scopes when updateAllValues is on', async () => {
    const context = testContext();
    await show(context, (settings, keys) => {
      settings.showActionButtons = true;
      settings.updateAllValues = true;
      settings.saveButtonLabel = 'Apply';
      keys.temperatureAlarmFlag.dataKeyType = 'shared';
    });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(context.calls.attributes).toHaveLength(2));
    expect(context.calls.attributes).toEqual([
      { entity: T1.id, scope: 'SHARED_SCOPE', values: { temperatureAlarmFlag: true } },
      { entity: T1.id, scope: 'SERVER_SCOPE', values: { temperatureAlarmThreshold: 25, humidityAlarmFlag: false } },
    ]);
  });

  it('explains invalid values and does not save them', async () => {
    const { context, change } = withButtons();
    await show(context, (settings, keys) => {
      change(settings, keys);
      keys.temperatureAlarmThreshold.maxValue = 40;
      keys.temperatureAlarmThreshold.required = true;
    });
    const threshold = screen.getByRole('spinbutton', { name: /High temperature threshold/ });
    fireEvent.change(threshold, { target: { value: '45' } });
    expect(screen.getByText('Maximum value is 40')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(threshold, { target: { value: '' } });
    expect(screen.getByText('Value is required')).toBeTruthy();
  });

  it('shows and saves values through the get and set value functions', async () => {
    const context = testContext({
      functions: {
        'return value * 10;': (value) => Number(value) * 10,
        'return value / 10;': (value) => Number(value) / 10,
      },
    });
    await show(context, (settings, keys) => {
      settings.showActionButtons = true;
      Object.assign(keys.temperatureAlarmThreshold, {
        useGetValueFunction: true,
        getValueFunctionBody: 'return value * 10;',
        useSetValueFunction: true,
        setValueFunctionBody: 'return value / 10;',
      });
    });
    const threshold = screen.getByRole('spinbutton', { name: /High temperature threshold/ });
    expect(threshold).toHaveProperty('value', '250');
    fireEvent.change(threshold, { target: { value: '260' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(context.calls.attributes[0]?.values).toEqual({ temperatureAlarmThreshold: 26 }));
  });

  it('shows a section title per entity when asked', async () => {
    await show(testContext(), (settings) => {
      settings.showGroupTitle = true;
    });
    const section = screen.getByRole('region', { name: 'Thermostat T1' });
    expect(within(section).getByText('Thermostat T1')).toBeTruthy();
  });

  it('reports a failed save', async () => {
    const context = testContext({ saveAttributes: () => Promise.reject(new Error('forbidden')) });
    await show(context);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Low humidity alarm' }));
    await waitFor(() => expect(context.calls.toasts).toEqual([{ message: 'Update failed', severity: 'error' }]));
  });

  it('changes nothing outside a dashboard', async () => {
    await show(undefined);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Low humidity alarm' }));
    expect(screen.getByRole('checkbox', { name: 'Low humidity alarm' })).toHaveProperty('checked', false);
  });
});

describe('Update Multiple Attributes inputs', { timeout: 20_000 }, () => {
  it('draws switches, selects and read-only fields as the key settings say', async () => {
    await show(testContext(), (settings, keys) => {
      settings.showGroupTitle = true;
      keys.temperatureAlarmFlag.dataKeyValueType = 'booleanSwitch';
      keys.temperatureAlarmFlag.slideToggleLabelPosition = 'before';
      Object.assign(keys.temperatureAlarmThreshold, {
        dataKeyValueType: 'select',
        selectOptions: [
          { value: '25', label: 'Warm' },
          { value: '30', label: 'Hot' },
        ],
      });
      keys.humidityAlarmFlag.dataKeyHidden = true;
      keys.humidityAlarmThreshold.isEditable = 'readonly';
      keys.humidityAlarmThreshold.disabledOnDataKey = '';
    });
    const toggle = screen.getByRole('switch', { name: 'High temperature alarm' });
    expect(toggle).toHaveProperty('checked', true);
    expect(toggle.closest('label')?.className).toContain('labelPlacementStart');
    expect(screen.getByRole('combobox', { name: /High temperature threshold/ }).textContent).toBe('Warm');
    expect(screen.queryByRole('checkbox', { name: 'Low humidity alarm' })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Low humidity threshold, %' })).toHaveProperty('readOnly', true);
  });
});

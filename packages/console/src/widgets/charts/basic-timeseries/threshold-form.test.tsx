import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { WidgetSettingsForm } from '../../WidgetSettingsForm';
import { timeseriesKeySettingsSchemaFor } from './settings-schema';

const schema = timeseriesKeySettingsSchemaFor(['Thermostat']);

async function renderThreshold(threshold: Record<string, unknown>, onChange = vi.fn()) {
  await renderWithProviders(
    <WidgetSettingsForm schema={schema} settings={{ thresholds: [threshold] }} onChange={onChange} />,
  );
  return onChange;
}

// the form's library loads on first use, slowly on a shared machine
describe('the threshold form of a line chart key', { timeout: 30_000 }, () => {
  it('shows only the value for a predefined value', async () => {
    await renderThreshold({ thresholdValueSource: 'predefinedValue', thresholdValue: 25 });
    expect(screen.getByRole('textbox', { name: 'Threshold value' })).toHaveProperty('value', '25');
    expect(screen.queryByRole('combobox', { name: 'Source entity alias' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Source entity attribute' })).toBeNull();
  });

  it('shows only the alias and the attribute for a value taken from an entity attribute', async () => {
    await renderThreshold({
      thresholdValueSource: 'entityAttribute',
      thresholdEntityAlias: 'Thermostat',
      thresholdAttribute: 'maxTemperature',
    });
    expect(screen.getByRole('combobox', { name: 'Source entity alias' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Source entity attribute' })).toHaveProperty('value', 'maxTemperature');
    expect(screen.queryByRole('textbox', { name: 'Threshold value' })).toBeNull();
  });

  it('swaps the fields when the source is changed, and hands out the chosen source', async () => {
    const onChange = await renderThreshold({ thresholdValueSource: 'predefinedValue', thresholdValue: 25 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Threshold value source' }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Value taken from entity attribute' }),
    );
    expect(await screen.findByRole('textbox', { name: 'Source entity attribute' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Threshold value' })).toBeNull();
    const thresholds = onChange.mock.lastCall?.[0].thresholds as Record<string, unknown>[];
    expect(thresholds[0]?.thresholdValueSource).toBe('entityAttribute');
  });
});

describe('a threshold added in the form', { timeout: 30_000 }, () => {
  it('is a predefined value, and asks only for the value', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<WidgetSettingsForm schema={schema} settings={{}} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByRole('textbox', { name: 'Threshold value' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Source entity attribute' })).toBeNull();
    const thresholds = onChange.mock.lastCall?.[0].thresholds as Record<string, unknown>[];
    expect(thresholds[0]?.thresholdValueSource).toBe('predefinedValue');
  });
});

/** The form as the widget settings dialog holds it: each change comes back as the form's settings. */
function HeldForm({ onChange }: { onChange(settings: Record<string, unknown>): void }) {
  const [settings, setSettings] = useState<Record<string, unknown>>({});
  return (
    <WidgetSettingsForm
      schema={schema}
      settings={settings}
      onChange={(next) => {
        setSettings(next);
        onChange(next);
      }}
    />
  );
}

describe('a threshold added in a form whose settings are held by its host', { timeout: 30_000 }, () => {
  it('asks only for the value, then only for the alias and attribute once the source is an attribute', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<HeldForm onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByRole('textbox', { name: 'Threshold value' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Threshold value source' }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Value taken from entity attribute' }),
    );
    expect(await screen.findByRole('textbox', { name: 'Source entity attribute' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Threshold value' })).toBeNull();
  });
});

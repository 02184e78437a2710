import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('the threshold form of a line chart key', () => {
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

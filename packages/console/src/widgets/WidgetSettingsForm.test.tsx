import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { basicTimeseriesDefinition } from './charts/basic-timeseries/definition';
import { WidgetSettingsForm } from './WidgetSettingsForm';

const chart = basicTimeseriesDefinition;
const settings = chart.migrate(chart.defaultConfig).settings;

describe('WidgetSettingsForm', () => {
  it("shows the line chart's settings with their saved values", async () => {
    await renderWithProviders(
      <WidgetSettingsForm schema={chart.settingsSchema} settings={settings} onChange={() => {}} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Stacking' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Show tooltip' })).toHaveProperty('checked', true);
    expect(screen.getByRole('spinbutton', { name: 'Shadow size' })).toHaveProperty('value', '4');
    expect(screen.getByRole('textbox', { name: 'Font color' })).toHaveProperty('value', '#545454');
  });

  it('hands out the new settings when the user changes one', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <WidgetSettingsForm schema={chart.settingsSchema} settings={settings} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stacking' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ ...settings, stack: true }));

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Shadow size' }), { target: { value: '0' } });
    const latest = onChange.mock.lastCall?.[0];
    expect(latest.shadowSize).toBe(0);
    // settings the form does not show (the legacy legend) travel along unchanged
    expect(latest.legend).toEqual(settings.legend);
  });
});

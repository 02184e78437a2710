import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WidgetSettingsForm } from '../WidgetSettingsForm';
import type { WidgetConfig } from '../widget-config';
import type { WidgetDefinition } from '../widget-definition';
import { entitiesTableDefinition } from './entities-table/definition';
import { htmlValueCardDefinition } from './html-value-card/definition';
import { timeseriesTableDefinition } from './timeseries-table/definition';

const fixture = (path: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, path), 'utf8')).config as WidgetConfig;

function settingsOf(definition: WidgetDefinition, path: string) {
  const config = definition.migrate(fixture(path));
  return { config, settings: config.settings as Record<string, unknown> };
}

// Generated forms render slowly on a shared machine.
describe('the settings forms of the card and table widgets', { timeout: 30000 }, () => {
  it("shows a saved entities table's settings and a column's settings", async () => {
    const definition = entitiesTableDefinition as unknown as WidgetDefinition;
    const { config, settings } = settingsOf(definition, 'entities-table/fixtures/thermostats-table-3.4.1.json');
    const view = await renderWithProviders(
      <WidgetSettingsForm schema={definition.settingsSchema} settings={settings} onChange={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: 'Entities table title' })).toHaveProperty('value', 'Thermostats');
    expect(screen.getByRole('checkbox', { name: 'Display entity type column' })).toHaveProperty('checked', false);
    expect(screen.getByRole('spinbutton', { name: 'Default page size' })).toHaveProperty('value', '10');
    view.unmount();

    const keySettings = config.datasources?.[0].dataKeys[0].settings ?? {};
    await renderWithProviders(
      <WidgetSettingsForm schema={definition.dataKeySettingsSchema ?? {}} settings={keySettings} onChange={() => {}} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Use cell content function' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Cell content function: f(value, entity, ctx)' })).toHaveProperty(
      'value',
      "value = '&#11044;';\nreturn value;",
    );
  });

  it("shows a saved HTML card's template and CSS", async () => {
    const definition = htmlValueCardDefinition as unknown as WidgetDefinition;
    const { settings } = settingsOf(definition, 'html-value-card/fixtures/firmware-waiting-3.4.1.json');
    await renderWithProviders(
      <WidgetSettingsForm schema={definition.settingsSchema} settings={settings} onChange={() => {}} />,
    );
    expect((screen.getByRole('textbox', { name: 'HTML' }) as HTMLInputElement).value).toContain('Device Waiting');
    expect((screen.getByRole('textbox', { name: 'CSS' }) as HTMLInputElement).value).toContain('.card .value');
  });

  it("shows a saved time-series table's settings", async () => {
    const definition = timeseriesTableDefinition as unknown as WidgetDefinition;
    const { settings } = settingsOf(definition, 'timeseries-table/fixtures/gateways-total-messages-3.4.1.json');
    await renderWithProviders(
      <WidgetSettingsForm schema={definition.settingsSchema} settings={settings} onChange={() => {}} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Hide empty lines' })).toHaveProperty('checked', true);
    expect(screen.getByRole('spinbutton', { name: 'Default page size' })).toHaveProperty('value', '6');
    expect(screen.getByRole('checkbox', { name: 'Display timestamp milliseconds' })).toHaveProperty('checked', false);
  });
});

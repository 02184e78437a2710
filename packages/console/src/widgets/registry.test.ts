import { describe, expect, it } from 'vitest';
import { widgetDefinition, widgetRegistry } from './registry';

describe('the widget registry', () => {
  it('finds each widget type by bundle alias and type alias', () => {
    for (const [fqn, definition] of widgetRegistry) expect(definition.fqn).toBe(fqn);
    expect(widgetDefinition('charts.basic_timeseries')).toMatchObject({ kind: 'timeseries' });
    expect(widgetDefinition('charts.unknown')).toBeUndefined();
  });

  it("starts a new line chart from the platform's default config", () => {
    const config = widgetDefinition('charts.basic_timeseries')?.defaultConfig;
    expect(config?.title).toBe('Timeseries Line Chart');
    expect(config?.datasources?.[0].dataKeys.map((key) => key.color)).toEqual(['#2196f3', '#ffc107']);
  });

  it('registers the alarm, control, input, map and gateway widgets with their kinds and default configs', () => {
    const kinds = Object.fromEntries(
      [
        'control_widgets.rpcbutton',
        'input_widgets.update_multiple_attributes',
        'alarm_widgets.alarms_table',
        'maps_v2.openstreetmap',
        'input_widgets.markers_placement_openstreetmap',
        'gateway_widgets.attributes_card',
        'gateway_widgets.config_form_latest',
      ].map((fqn) => [fqn, widgetDefinition(fqn)?.kind]),
    );
    expect(kinds).toEqual({
      'control_widgets.rpcbutton': 'rpc',
      'input_widgets.update_multiple_attributes': 'latest',
      'alarm_widgets.alarms_table': 'alarm',
      'maps_v2.openstreetmap': 'latest',
      'input_widgets.markers_placement_openstreetmap': 'latest',
      'gateway_widgets.attributes_card': 'latest',
      'gateway_widgets.config_form_latest': 'latest',
    });
    expect(widgetDefinition('control_widgets.rpcbutton')?.defaultConfig.title).toBe('RPC Button');
    expect(widgetDefinition('alarm_widgets.alarms_table')?.defaultConfig.title).toBe('Alarms table');
  });

  it('finds the card and table widgets with their kinds', () => {
    expect(
      [
        'cards.entities_table',
        'entity_admin_widgets.device_admin_table',
        'cards.html_value_card',
        'cards.timeseries_table',
      ].map((fqn) => widgetDefinition(fqn)?.kind),
    ).toEqual(['latest', 'latest', 'latest', 'timeseries']);
  });
});

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

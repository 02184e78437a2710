import { describe, expect, it } from 'vitest';
import { DEMO_DASHBOARD_FILES } from './demo-dashboards.js';
import { readPlatformFixture } from './platform-fixtures.js';
import { catalogueDescriptor, readWidgetCatalogue } from './widget-catalogue.js';

interface SavedWidget {
  isSystemType: boolean;
  bundleAlias: string;
  typeAlias: string;
}

describe('the system widget catalogue', () => {
  const catalogue = readWidgetCatalogue();

  it('holds the 14 system bundles and 97 widget types of the platform', () => {
    expect(catalogue.map((bundle) => bundle.bundleAlias).sort()).toEqual([
      'alarm_widgets',
      'analogue_gauges',
      'cards',
      'charts',
      'control_widgets',
      'date',
      'digital_gauges',
      'edge_widgets',
      'entity_admin_widgets',
      'gateway_widgets',
      'gpio_widgets',
      'input_widgets',
      'maps_v2',
      'navigation_widgets',
    ]);
    expect(catalogue.flatMap((bundle) => bundle.widgetTypes)).toHaveLength(97);
  });

  it('gives each widget type a descriptor with numeric sizes and its default config as JSON text', () => {
    const cards = catalogue.find((bundle) => bundle.bundleAlias === 'cards');
    const table = cards?.widgetTypes.find((type) => type.alias === 'entities_table');
    expect(table).toBeDefined();
    const descriptor = catalogueDescriptor(table as NonNullable<typeof table>);
    expect(descriptor).toMatchObject({ type: 'latest', sizeX: 7.5, sizeY: 6.5 });
    expect(typeof descriptor.defaultConfig).toBe('string');
    expect(JSON.parse(descriptor.defaultConfig as string)).toEqual(table?.defaultConfig);
  });

  it('has every widget type the five demo dashboards use', () => {
    const known = new Set(
      catalogue.flatMap((bundle) => bundle.widgetTypes.map((type) => `${bundle.bundleAlias}.${type.alias}`)),
    );
    const used = DEMO_DASHBOARD_FILES.flatMap((file) => {
      const { configuration } = readPlatformFixture<{ configuration: { widgets: Record<string, SavedWidget> } }>(file);
      return Object.values(configuration.widgets).map((widget) => `${widget.bundleAlias}.${widget.typeAlias}`);
    });
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((fqn) => !known.has(fqn))).toEqual([]);
  });
});

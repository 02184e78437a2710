// @vitest-environment jsdom
// The node text's HTML goes through the sanitiser, which supports jsdom, not happy-dom.
import type { EntityRelationsQuery, WidgetAction } from '@fleetdeck/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetDatasourceEntity, WidgetSeries } from '../../widget-definition';
import { entitiesHierarchyDefaultConfig } from './default-config';
import { EntitiesHierarchy } from './EntitiesHierarchy';
import { migrateEntitiesHierarchy } from './migrate';
import type { EntitiesHierarchySettings } from './settings';
import { containsRelation } from './test-hierarchy';

const building = { id: 'asset-1', type: 'ASSET', name: 'Building A' } as const;
const floor = { id: 'asset-2', type: 'ASSET', name: 'Floor 1' } as const;
const sensor = { id: 'device-1', type: 'DEVICE', name: 'Sensor 7' } as const;
const entity = { id: { entityType: building.type, id: building.id }, name: building.name };
const datasource = { type: 'entity', dataKeys: [] } as unknown as WidgetDatasourceEntity['datasource'];
const temperature: WidgetSeries = {
  datasource,
  dataKey: { name: 'temperature', label: 'temperature', type: 'timeseries' } as WidgetSeries['dataKey'],
  data: [[1, 21.5]],
  entity,
};

/** The building contains the floor, the floor the sensor. */
const relations = async (query: EntityRelationsQuery) => {
  if (query.parameters.rootId === building.id) return [containsRelation(building, floor)];
  if (query.parameters.rootId === floor.id) return [containsRelation(floor, sensor)];
  return [];
};

async function show(
  options: TestContextOptions = {},
  change: (settings: EntitiesHierarchySettings) => void = () => {},
) {
  const context = testContext({ relations, ...options });
  const config = migrateEntitiesHierarchy(structuredClone(entitiesHierarchyDefaultConfig) as WidgetConfig);
  change(config.settings);
  await renderWidget(EntitiesHierarchy, {
    config,
    data: [temperature],
    entities: [{ datasource, entity }],
    context,
  });
  return context;
}

describe('the entities hierarchy', { timeout: 20_000 }, () => {
  it("opens the widget's entity and what it contains, level by level, with each entity type's icon", async () => {
    const context = await show();
    const tree = screen.getByRole('tree');
    expect(await within(tree).findByText('Sensor 7')).toBeTruthy();
    expect(within(tree).getByText('Building A')).toBeTruthy();
    expect(within(tree).getByText('Floor 1')).toBeTruthy();
    expect(context.calls.relationQueries[0]).toEqual({
      parameters: {
        rootId: building.id,
        rootType: 'ASSET',
        direction: 'FROM',
        relationTypeGroup: 'COMMON',
        maxLevel: 1,
      },
      filters: [{ relationType: 'Contains', entityTypes: [] }],
    });
    expect(screen.getAllByTestId('DomainIcon')).toHaveLength(2);
    expect(screen.getAllByTestId('DevicesOtherIcon')).toHaveLength(1);
  });

  it('loads the children of a node only when it is expanded', async () => {
    const context = await show({ functions: { 'return false;': () => false } }, (settings) => {
      settings.nodeOpenedFunction = 'return false;';
    });
    expect(screen.getByText('Building A')).toBeTruthy();
    expect(context.calls.relationQueries).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Building A' }));
    expect(await screen.findByText('Floor 1')).toBeTruthy();
    expect(screen.queryByText('Sensor 7')).toBeNull();
    expect(context.calls.relationQueries).toHaveLength(1);
  });

  it('fires the nodeSelected actions with the selected entity', async () => {
    const action = { id: 'a1', name: 'Open floor', type: 'updateDashboardState' } as unknown as WidgetAction;
    const context = await show({ actions: { nodeSelected: [action] } });
    await userEvent.click(await screen.findByText('Floor 1'));
    expect(context.calls.actions).toEqual([
      { action, target: { entity: { id: { entityType: 'ASSET', id: floor.id }, name: 'Floor 1', label: undefined } } },
    ]);
    expect(
      screen.getAllByRole('treeitem').find((item) => item.getAttribute('aria-selected') === 'true')?.textContent,
    ).toContain('Floor 1');
  });

  it("shows the text function's HTML sanitised, with the node's data", async () => {
    const body = 'return nodeCtx.entity.name;';
    await show(
      {
        functions: {
          [body]: (node) => {
            const ctx = node as { entity: { name: string }; data: Record<string, unknown> };
            const value = ctx.data.temperature;
            return value === undefined
              ? ctx.entity.name
              : `${ctx.entity.name} <b>${value} °C</b><img src=x onerror=alert(1)>`;
          },
        },
      },
      (settings) => (settings.nodeTextFunction = body),
    );
    const text = (await screen.findByText('21.5 °C')).closest('[data-testid="node-text"]');
    expect(text?.innerHTML).toBe('Building A <b>21.5 °C</b><img src="x">');
  });
});

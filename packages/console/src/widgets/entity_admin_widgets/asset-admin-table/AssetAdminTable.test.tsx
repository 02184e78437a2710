// @vitest-environment jsdom
// Cell content functions answer HTML, which is sanitised; the sanitiser supports jsdom, not happy-dom.

import type { WidgetAction } from '@fleetdeck/model';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/test-context';
import { englishTranslate } from '../../testing/translate';
import type { WidgetSeries } from '../../widget-definition';
import { assetAdminTableDefaultConfig } from './default-config';
import { assetAdminTableDefinition } from './definition';

afterEach(cleanup);

/** The default table, its datasource turned to an alias of assets with one key, `area`. */
function buildings() {
  const config = assetAdminTableDefinition.migrate(structuredClone(assetAdminTableDefaultConfig));
  const datasource = config.datasources?.[0];
  if (!datasource) throw new Error('the default config has a datasource');
  datasource.type = 'entity';
  datasource.dataKeys[0] = { ...datasource.dataKeys[0], name: 'area', type: 'attribute', label: 'Area' };
  const data: WidgetSeries[] = ['Building B', 'Building A'].map((name, n) => ({
    datasource,
    dataKey: datasource.dataKeys[0],
    entity: { id: { entityType: 'ASSET' as const, id: `a${n}` }, name, label: null },
    data: [[1000, n === 0 ? '1200' : '800']],
  }));
  return { config, data };
}

const Component = assetAdminTableDefinition.component;

// The lazy component and MUI load slowly in jsdom on a shared machine.
describe('the asset admin table', { timeout: 40000 }, () => {
  it('lists its assets by name with their values and runs the add, edit and delete actions through the dashboard', async () => {
    const { config, data } = buildings();
    const context = testContext({ actions: config.actions as Record<string, WidgetAction[]> });
    render(
      <Suspense fallback={null}>
        <Component
          config={config}
          data={data}
          timeWindow={{ min: 0, max: 1 }}
          translate={englishTranslate}
          context={context}
        />
      </Suspense>,
    );
    expect(await screen.findByText('Asset admin table', undefined, { timeout: 15000 })).toBeTruthy();
    const rows = [...document.querySelectorAll('tbody tr')] as HTMLElement[];
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Building A', 'Asset', '800.00'],
      ['Building B', 'Asset', '1200.00'],
    ]);

    fireEvent.click(screen.getByLabelText('Add asset'));
    expect(context.calls.actions[0].action).toMatchObject({ name: 'Add asset', type: 'customPretty' });
    fireEvent.click(within(rows[1]).getByLabelText('Edit asset'));
    expect(context.calls.actions[1]).toMatchObject({
      action: { name: 'Edit asset' },
      target: { entity: { id: { entityType: 'ASSET', id: 'a0' }, name: 'Building B' } },
    });
    fireEvent.click(within(rows[0]).getByLabelText('Delete asset'));
    expect(context.calls.actions[2]).toMatchObject({
      action: { type: 'custom' },
      target: { entity: { name: 'Building A' } },
    });
  });
});

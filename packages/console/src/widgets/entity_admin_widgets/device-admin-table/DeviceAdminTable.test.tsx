// @vitest-environment jsdom
// Cell content functions answer HTML, which is sanitised; the sanitiser supports jsdom, not happy-dom.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WidgetAction } from '@fleetdeck/model';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/test-context';
import { englishTranslate } from '../../testing/translate';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { deviceAdminTableDefinition } from './definition';

afterEach(cleanup);

const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateways-list-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

function gateways() {
  const config = deviceAdminTableDefinition.migrate(structuredClone(saved));
  const datasource = config.datasources?.[0];
  if (!datasource) throw new Error('the fixture has a datasource');
  const data: WidgetSeries[] = ['Gateway B', 'Gateway A'].flatMap((name, n) =>
    datasource.dataKeys.map((dataKey, index) => ({
      datasource,
      dataKey,
      entity: { id: { entityType: 'DEVICE' as const, id: `g${n}` }, name, label: null },
      data: [[1000, ['true', '120', '300', 'started', 'INFO'][index]]] as Array<[number, unknown]>,
    })),
  );
  return { config, data };
}

const Component = deviceAdminTableDefinition.component;

// The lazy component and MUI load slowly in jsdom on a shared machine.
describe('the device admin table', { timeout: 40000 }, () => {
  it('shows its gateways with the add, edit and delete buttons, which run through the dashboard', async () => {
    const { config, data } = gateways();
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
    // the component module loads lazily, as in a dashboard
    expect(await screen.findByText('List of gateways', undefined, { timeout: 15000 })).toBeTruthy();
    const rows = [...document.querySelectorAll('tbody tr')] as HTMLElement[];
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['Gateway A', 'Gateway B']);

    fireEvent.click(screen.getByLabelText('Add device'));
    expect(context.calls.actions[0].action).toMatchObject({ name: 'Add device', type: 'customPretty' });

    fireEvent.click(within(rows[1]).getByLabelText('Edit device'));
    expect(context.calls.actions[1].action).toMatchObject({ name: 'Edit device', type: 'customPretty' });
    expect(context.calls.actions[1].target?.entity).toEqual({
      id: { entityType: 'DEVICE', id: 'g0' },
      name: 'Gateway B',
      label: null,
    });

    fireEvent.click(within(rows[0]).getByLabelText('Delete device'));
    expect(context.calls.actions[2]).toMatchObject({
      action: { type: 'custom' },
      target: { entity: { name: 'Gateway A' } },
    });
    // the row buttons act for their row only; the row's own click action did not fire
    expect(context.calls.actions).toHaveLength(3);

    fireEvent.click(rows[0].querySelectorAll('td')[2]);
    expect(context.calls.actions[3]).toMatchObject({
      action: { name: 'to_entityname__config', targetDashboardStateId: '__entityname__config' },
      target: { entity: { name: 'Gateway A' }, additionalParams: { entity: { entityName: 'Gateway A', Sent: '120' } } },
    });
  });
});

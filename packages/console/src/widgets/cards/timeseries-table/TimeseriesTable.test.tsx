// @vitest-environment jsdom
// Cell content functions answer HTML, which is sanitised; the sanitiser supports jsdom, not happy-dom.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WidgetAction } from '@fleetdeck/model';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/test-context';
import { englishTranslate } from '../../testing/translate';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { migrateTimeseriesTable } from './migrate';
import type { TimeseriesTableSettings } from './settings';
import { TimeseriesTable } from './TimeseriesTable';

afterEach(cleanup);

const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateways-total-messages-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

const t = (minute: number) => new Date(2026, 0, 2, 3, minute, 5, 250).getTime();
const gateway = (n: number) => ({
  id: { entityType: 'DEVICE' as const, id: `g${n}` },
  name: `Gateway ${n}`,
  label: `Hall ${n}`,
});

function table(change: (config: WidgetConfig<TimeseriesTableSettings>) => void = () => {}) {
  const config = migrateTimeseriesTable(structuredClone(saved));
  change(config);
  const datasource = config.datasources?.[0];
  if (!datasource) throw new Error('the fixture has a datasource');
  const [events, produced] = datasource.dataKeys;
  const data: WidgetSeries[] = [
    // Gateway 1: eight minutes of events, produced counts on even minutes, and an empty line at minute 20
    {
      datasource,
      dataKey: events,
      entity: gateway(1),
      data: [...Array.from({ length: 8 }, (_, m) => [t(m), String(m * 10)] as [number, unknown]), [t(20), '']],
    },
    {
      datasource,
      dataKey: produced,
      entity: gateway(1),
      data: [0, 2, 4, 6].map((m) => [t(m), String(m)] as [number, unknown]),
    },
    { datasource, dataKey: events, entity: gateway(2), data: [[t(9), '99']] },
    { datasource, dataKey: produced, entity: gateway(2), data: [] },
  ];
  return { config, data };
}

const bodyRows = () => [...document.querySelectorAll('tbody tr')] as HTMLElement[];
const texts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the time-series table', { timeout: 20000 }, () => {
  it('shows a tab per entity and its rows newest first, without empty lines, a page at a time', () => {
    const { config, data } = table();
    render(
      <TimeseriesTable config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Gateway 1', 'Gateway 2']);
    expect([...document.querySelectorAll('thead th')].map((header) => header.textContent)).toEqual([
      'Timestamp',
      'Events',
      'Produced',
    ]);
    expect(bodyRows().map(texts)).toEqual([
      ['2026-01-02 03:07:05', '70', ''],
      ['2026-01-02 03:06:05', '60', '6'],
      ['2026-01-02 03:05:05', '50', ''],
      ['2026-01-02 03:04:05', '40', '4'],
      ['2026-01-02 03:03:05', '30', ''],
      ['2026-01-02 03:02:05', '20', '2'],
    ]);
    expect(screen.getByText('1–6 of 8')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('tab')[1]);
    expect(bodyRows().map(texts)).toEqual([['2026-01-02 03:09:05', '99', '']]);
  });

  it('prints milliseconds, units and decimals, and entity labels on tabs when the settings ask', () => {
    const { config, data } = table((config) => {
      Object.assign(config.settings, { showMilliseconds: true, useEntityLabel: true, hideEmptyLines: false });
      Object.assign(config.datasources?.[0].dataKeys[0] ?? {}, { units: 'msg', decimals: 1 });
    });
    render(
      <TimeseriesTable config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Hall 1', 'Hall 2']);
    expect(texts(bodyRows()[0])).toEqual(['2026-01-02 03:20:05.250', '', '']);
    expect(texts(bodyRows()[1])).toEqual(['2026-01-02 03:07:05.250', '70.0 msg', '']);
  });

  it('finds rows through the search and sorts by a header click', () => {
    const { config, data } = table();
    render(
      <TimeseriesTable config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />,
    );
    fireEvent.click(screen.getByLabelText('Search'));
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: '03:04' } });
    expect(bodyRows().map(texts)).toEqual([['2026-01-02 03:04:05', '40', '4']]);
    fireEvent.click(screen.getByLabelText('Close search'));
    fireEvent.click(screen.getByText('Produced'));
    expect(texts(bodyRows()[0])[2]).toBe('');
    fireEvent.click(screen.getByText('Produced'));
    expect(texts(bodyRows()[0])).toEqual(['2026-01-02 03:06:05', '60', '6']);
  });

  it('runs row buttons and the row click for the widget entity with the row', () => {
    const { config, data } = table((config) => {
      config.actions = {
        actionCellButton: [
          { id: 'b1', name: 'Details', icon: 'history', type: 'openDashboardState', targetDashboardStateId: 'details' },
        ],
        rowClick: [{ id: 'r1', name: 'Open', type: 'updateDashboardState', targetDashboardStateId: 'chart' }],
      };
    });
    const context = testContext({ actions: config.actions as Record<string, WidgetAction[]> });
    render(
      <TimeseriesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={context}
      />,
    );
    fireEvent.click(within(bodyRows()[1]).getByLabelText('Details'));
    expect(context.calls.actions).toHaveLength(1);
    expect(context.calls.actions[0]).toMatchObject({
      action: { name: 'Details' },
      target: {
        entity: { name: 'Gateway 1' },
        additionalParams: { formattedTs: '2026-01-02 03:06:05', 0: t(6), 1: '60', 2: '6' },
      },
    });
    fireEvent.click(bodyRows()[0].querySelector('td') as HTMLElement);
    expect(context.calls.actions[1]).toMatchObject({
      action: { name: 'Open' },
      target: { additionalParams: { 1: '70' } },
    });
  });

  it('styles and fills cells with the functions of its keys, sanitised', () => {
    const { config, data } = table((config) => {
      const keys = config.datasources?.[0].dataKeys ?? [];
      keys[0].settings = { ...keys[0].settings, useCellStyleFunction: true, cellStyleFunction: 'style' };
      keys[1].settings = { ...keys[1].settings, useCellContentFunction: true, cellContentFunction: 'content' };
    });
    const context = testContext({
      functions: {
        style: (value) => (Number(value) > 50 ? { color: 'red' } : {}),
        content: (value, row) => `<b onmouseover="x()">${value}/${(row as Record<string, unknown>)[1]}</b>`,
      },
    });
    render(
      <TimeseriesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={context}
      />,
    );
    const cells = bodyRows()[1].querySelectorAll('td');
    expect((cells[1] as HTMLElement).style.color).toBe('red');
    expect(cells[2].innerHTML).toBe('<span><b>6/60</b></span>');
    expect((bodyRows()[4].querySelectorAll('td')[1] as HTMLElement).style.color).toBe('');
  });
});

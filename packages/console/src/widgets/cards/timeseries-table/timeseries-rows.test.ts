import { describe, expect, it } from 'vitest';
import type { DataKey, Datasource } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { formatTimestamp, timeseriesSources } from './timeseries-rows';

const key = (label: string): DataKey => ({ name: label, type: 'timeseries', label, color: '#000' });
const datasource: Datasource = { type: 'entity', dataKeys: [key('Events'), key('Produced')] };
const gateway = (id: string, name: string, label: string | null = null) => ({
  id: { entityType: 'DEVICE' as const, id },
  name,
  label,
});
const t = (minute: number) => new Date(2026, 0, 2, 3, minute, 5, 678).getTime();
const series = (
  entity: ReturnType<typeof gateway>,
  events: Array<[number, unknown]>,
  produced: Array<[number, unknown]>,
) =>
  [
    { datasource, dataKey: key('Events'), entity, data: events },
    { datasource, dataKey: key('Produced'), entity, data: produced },
  ] satisfies WidgetSeries[];

const options = { useEntityLabel: false, hideEmptyLines: false, showMilliseconds: false };

describe('the tabs and rows of the time-series table', () => {
  const data = [
    ...series(
      gateway('g1', 'Gateway 1', 'Hall'),
      [
        [t(1), '10'],
        [t(3), '12'],
      ],
      [
        [t(2), '5'],
        [t(3), ''],
      ],
    ),
    ...series(gateway('g2', 'Gateway 2'), [[t(4), '1']], []),
  ];

  it('makes a tab per entity with a row per distinct timestamp, newest first', () => {
    const [first, second] = timeseriesSources(data, undefined, options);
    expect(first.title).toBe('Gateway 1');
    expect(first.rows.map((row) => [row.formattedTs, row.values])).toEqual([
      ['2026-01-02 03:03:05', ['12', '']],
      ['2026-01-02 03:02:05', [undefined, '5']],
      ['2026-01-02 03:01:05', ['10', undefined]],
    ]);
    expect(second.rows).toHaveLength(1);
  });

  it('titles tabs with the entity label when asked, and prints milliseconds when asked', () => {
    const [first, second] = timeseriesSources(data, undefined, {
      ...options,
      useEntityLabel: true,
      showMilliseconds: true,
    });
    expect([first.title, second.title]).toEqual(['Hall', 'Gateway 2']);
    expect(first.rows[0].formattedTs).toBe('2026-01-02 03:03:05.678');
    expect(formatTimestamp(t(0), false)).toBe('2026-01-02 03:00:05');
  });

  it('leaves out rows without any value when hiding empty lines', () => {
    const [first] = timeseriesSources(
      series(
        gateway('g1', 'Gateway 1'),
        [
          [t(1), '10'],
          [t(2), ''],
        ],
        [[t(2), null]],
      ),
      undefined,
      { ...options, hideEmptyLines: true },
    );
    expect(first.rows.map((row) => row.ts)).toEqual([t(1)]);
  });

  it('repeats the latest values on every row and hands out the row as the platform does', () => {
    const entity = gateway('g1', 'Gateway 1');
    const latest: WidgetSeries[] = [
      {
        datasource,
        dataKey: key('Version'),
        entity,
        data: [
          [t(0), '1.0'],
          [t(9), '1.1'],
        ],
      },
    ];
    const [first] = timeseriesSources(series(entity, [[t(1), '10']], [[t(1), '3']]), latest, options);
    expect(first.rows[0].values).toEqual(['10', '3', '1.1']);
    expect(first.rows[0].data).toEqual({ formattedTs: '2026-01-02 03:01:05', 0: t(1), 1: '10', 2: '3', 3: '1.1' });
  });
});

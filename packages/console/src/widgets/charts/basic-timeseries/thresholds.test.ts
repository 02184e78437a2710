import { describe, expect, it } from 'vitest';
import type { DataKey } from '../../widget-config';
import { keyThresholdLines, latestThresholdLines, thresholdMarkLine } from './thresholds';

describe('threshold lines of the line chart', () => {
  it("draws a key's thresholds with written values, in their colour or the key's", () => {
    expect(
      keyThresholdLines(
        [
          { thresholdValueSource: 'predefinedValue', thresholdValue: 30, color: '#f00', lineWidth: 2 },
          { thresholdValue: '10' },
          { thresholdValueSource: 'predefinedValue' },
          { thresholdValueSource: 'entityAttribute', thresholdAttribute: 'limit' },
        ],
        '#ef5350',
        null,
      ),
    ).toEqual([
      { value: 30, color: '#f00', width: 2 },
      { value: 10, color: '#ef5350', width: 1 },
    ]);
    expect(keyThresholdLines(undefined, '#000', 3)).toEqual([]);
  });

  it('draws the latest value of keys used as thresholds', () => {
    const key = (settings: Record<string, unknown>): DataKey => ({
      name: 'limit',
      type: 'attribute',
      label: 'Limit',
      color: '#4caf50',
      settings,
    });
    const datasource = { type: 'entity' as const, dataKeys: [] };
    expect(
      latestThresholdLines(
        [
          { datasource, dataKey: key({ useAsThreshold: true }), data: [[1, '25.5']] },
          {
            datasource,
            dataKey: key({ useAsThreshold: true, thresholdColor: '#00f', thresholdLineWidth: 3 }),
            data: [[1, 40]],
          },
          { datasource, dataKey: key({ useAsThreshold: false }), data: [[1, 50]] },
          { datasource, dataKey: key({ useAsThreshold: true }), data: [[1, 'n/a']] },
        ],
        2,
      ),
    ).toEqual([
      { value: 25.5, color: '#4caf50', width: 2 },
      { value: 40, color: '#00f', width: 3 },
    ]);
  });

  it('makes a silent horizontal mark line of each threshold', () => {
    expect(thresholdMarkLine([])).toBeUndefined();
    expect(thresholdMarkLine([{ value: 30, color: '#f00', width: 2 }])?.data).toEqual([
      { yAxis: 30, lineStyle: { color: '#f00', width: 2, type: 'solid' } },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { DataKey, WidgetConfig } from '../../widget-config';
import {
  attributeThresholdDatasources,
  keyThresholdLines,
  latestThresholdLines,
  thresholdMarkLine,
} from './thresholds';

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

describe('thresholds read from attributes', () => {
  const temperature = (thresholds: unknown[]): DataKey => ({
    name: 'temperature',
    type: 'timeseries',
    label: 'Temperature',
    color: '#ef5350',
    settings: { thresholds },
  });
  const config = (thresholds: unknown[]) =>
    ({
      datasources: [{ type: 'entity', entityAliasId: 'own', dataKeys: [temperature(thresholds)] }],
      settings: {},
    }) as unknown as WidgetConfig;
  const aliases: Record<string, string> = { Limits: 'limits-alias' };
  const aliasIdOf = (name: string) => aliases[name];

  it("reads each attribute as a latest key used as threshold, of the named alias or the key's own", () => {
    const datasources = attributeThresholdDatasources(
      config([
        { thresholdValueSource: 'entityAttribute', thresholdAttribute: 'maxTemperature', color: '#f00', lineWidth: 3 },
        { thresholdValueSource: 'entityAttribute', thresholdEntityAlias: 'Limits', thresholdAttribute: 'minTemp' },
        { thresholdValueSource: 'predefinedValue', thresholdValue: 10 },
      ]),
      aliasIdOf,
    );
    expect(datasources).toEqual([
      {
        type: 'entity',
        entityAliasId: 'own',
        dataKeys: [],
        latestDataKeys: [
          {
            name: 'maxTemperature',
            type: 'attribute',
            label: 'maxTemperature',
            color: '#f00',
            settings: { useAsThreshold: true, thresholdColor: '#f00', thresholdLineWidth: 3 },
          },
        ],
      },
      {
        type: 'entity',
        entityAliasId: 'limits-alias',
        dataKeys: [],
        latestDataKeys: [
          {
            name: 'minTemp',
            type: 'attribute',
            label: 'minTemp',
            color: '#ef5350',
            settings: { useAsThreshold: true, thresholdColor: '#ef5350', thresholdLineWidth: null },
          },
        ],
      },
    ]);
  });

  it('leaves out thresholds without an attribute or whose alias the dashboard does not have', () => {
    expect(
      attributeThresholdDatasources(
        config([
          { thresholdValueSource: 'entityAttribute', thresholdAttribute: '  ' },
          { thresholdValueSource: 'entityAttribute', thresholdEntityAlias: 'Gone', thresholdAttribute: 'limit' },
        ]),
        aliasIdOf,
      ),
    ).toEqual([]);
  });

  it('draws the line at the value the attribute arrives with, none while it has no value', () => {
    const [datasource] = attributeThresholdDatasources(
      config([{ thresholdValueSource: 'entityAttribute', thresholdAttribute: 'maxTemperature', lineWidth: 2 }]),
      aliasIdOf,
    );
    const dataKey = datasource.latestDataKeys?.[0] as DataKey;
    expect(latestThresholdLines([{ datasource, dataKey, data: [[5, '27.5']] }], null)).toEqual([
      { value: 27.5, color: '#ef5350', width: 2 },
    ]);
    expect(latestThresholdLines([{ datasource, dataKey, data: [] }], null)).toEqual([]);
    expect(latestThresholdLines([{ datasource, dataKey, data: [[0, '']] }], null)).toEqual([]);
  });
});

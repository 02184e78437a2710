import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { basicTimeseriesDefaultConfig } from './default-config';
import { migrateTimeseriesChart } from './migrate';

/** The "Temperature" chart of the Thermostats dashboard as the platform (3.4.1) exported it. */
const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/thermostats-temperature-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

describe('migrating a saved line chart', () => {
  const migrated = migrateTimeseriesChart(structuredClone(saved));

  it('keeps the datasource and its key with colour, units and decimals', () => {
    expect(migrated.datasources).toHaveLength(1);
    expect(migrated.datasources?.[0]).toMatchObject({
      type: 'entity',
      entityAliasId: '12ae98c7-1ea2-52cf-64d5-763e9d993547',
    });
    expect(migrated.datasources?.[0].dataKeys).toEqual([
      expect.objectContaining({
        name: 'temperature',
        type: 'timeseries',
        label: 'Temperature',
        color: '#ef5350',
        units: '°C',
        decimals: 1,
      }),
    ]);
  });

  it('keeps the saved settings and fills in the ones the export leaves out', () => {
    expect(migrated.settings).toMatchObject({
      stack: false,
      smoothLines: true,
      shadowSize: 4,
      fontColor: '#545454',
      fontSize: 10,
      tooltipIndividual: false,
      grid: {
        color: '#545454',
        tickColor: '#DDDDDD',
        verticalLines: true,
        horizontalLines: true,
        outlineWidth: 1,
        backgroundColor: null,
      },
      xaxis: { showLabels: true, color: '#545454', title: null },
      yaxis: { showLabels: true, color: '#545454', min: null, max: null, title: null, tickSize: null, tickDecimals: 0 },
    });
    // not in the export: the platform's defaults
    expect(migrated.settings.showTooltip).toBe(true);
  });

  it('reads the comparison settings as saved and fills in the missing ones with the platform defaults', () => {
    expect(migrated.settings).toMatchObject({
      comparisonEnabled: false,
      timeForComparison: 'months',
      comparisonCustomIntervalValue: 7_200_000,
      xaxisSecond: { title: null, axisPosition: 'top', showLabels: true },
    });
    const custom = migrateTimeseriesChart({
      ...structuredClone(saved),
      settings: { comparisonEnabled: true, timeForComparison: 'customInterval', comparisonCustomIntervalValue: 60_000 },
    });
    expect(custom.settings).toMatchObject({
      comparisonEnabled: true,
      timeForComparison: 'customInterval',
      comparisonCustomIntervalValue: 60_000,
    });
  });

  it("reads a key's separate axis and comparison settings as saved", () => {
    const keyed = structuredClone(saved);
    Object.assign(keyed.datasources?.[0].dataKeys[0].settings ?? {}, {
      showSeparateAxis: true,
      axisPosition: 'right',
      axisMin: 0,
      axisMax: 40,
      axisTickDecimals: 1,
      comparisonSettings: { showValuesForComparison: false, comparisonValuesLabel: 'Last month', color: '#aaa' },
    });
    expect(migrateTimeseriesChart(keyed).datasources?.[0].dataKeys[0].settings).toMatchObject({
      showSeparateAxis: true,
      axisPosition: 'right',
      axisMin: 0,
      axisMax: 40,
      axisTickDecimals: 1,
      comparisonSettings: { showValuesForComparison: false, comparisonValuesLabel: 'Last month', color: '#aaa' },
    });
  });

  it('keeps settings the chart does not draw, so saving again loses nothing', () => {
    expect(migrated.timewindow).toEqual(saved.timewindow);
    expect(migrated.title).toBe('Temperature');
  });

  it('keeps the key settings and fills in the missing ones', () => {
    expect(migrated.datasources?.[0].dataKeys[0].settings).toMatchObject({
      showLines: true,
      fillLines: true,
      showPoints: false,
      showPointsRadius: 3,
      lineWidth: 1,
      hideDataByDefault: false,
      removeFromLegend: false,
      excludeFromStacking: false,
      showPointShape: 'circle',
    });
  });

  it('keeps the legend and adds the figures it does not mention as off', () => {
    expect(migrated.showLegend).toBe(true);
    expect(migrated.legendConfig).toEqual({
      direction: 'column',
      position: 'bottom',
      sortDataKeys: false,
      showMin: true,
      showMax: true,
      showAvg: true,
      showTotal: false,
      showLatest: false,
    });
  });

  it('changes nothing when run again', () => {
    expect(migrateTimeseriesChart(structuredClone(migrated) as WidgetConfig)).toEqual(migrated);
  });

  it('does not change the saved config it reads', () => {
    const copy = structuredClone(saved);
    migrateTimeseriesChart(copy);
    expect(copy).toEqual(saved);
  });

  it('shows a legend of averages at the bottom when the config has no legend settings', () => {
    const fresh = migrateTimeseriesChart(structuredClone(basicTimeseriesDefaultConfig));
    expect(fresh.showLegend).toBe(true);
    expect(fresh.legendConfig).toMatchObject({
      position: 'bottom',
      direction: 'column',
      showAvg: true,
      showMin: false,
    });
    expect(fresh.settings.legend).toEqual(basicTimeseriesDefaultConfig.settings.legend);
    expect(fresh.datasources?.map((datasource) => datasource.dataKeys.map((key) => key.label))).toEqual([
      ['First', 'Second'],
    ]);
  });

  it('fills in the tooltip and threshold settings and the settings of latest keys', () => {
    expect(migrated.settings).toMatchObject({ tooltipCumulative: false, hideZeros: false, thresholdsLineWidth: null });
    expect(migrated.datasources?.[0].dataKeys[0].settings?.thresholds).toEqual([
      { thresholdValueSource: 'predefinedValue' },
    ]);
    const withLatest = migrateTimeseriesChart({
      ...structuredClone(saved),
      datasources: [
        {
          type: 'entity',
          dataKeys: [],
          latestDataKeys: [{ name: 'limit', type: 'attribute', label: 'Limit', color: '' }],
        },
      ],
    });
    expect(withLatest.datasources?.[0].latestDataKeys?.[0].settings).toEqual({
      useAsThreshold: false,
      thresholdLineWidth: null,
      thresholdColor: null,
    });
  });
});

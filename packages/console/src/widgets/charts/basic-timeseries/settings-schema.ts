import type { RJSFSchema } from '@rjsf/utils';
import { shownWhen } from '../../shown-when';
import { DEFAULT_TIMESERIES_CHART_SETTINGS as D, DEFAULT_TIMESERIES_KEY_SETTINGS as K } from './settings';
import { DEFAULT_LATEST_KEY_SETTINGS as L } from './thresholds';

const nullableString = (title: string): RJSFSchema => ({ title, type: ['string', 'null'], default: null });
const nullableNumber = (title: string): RJSFSchema => ({ title, type: ['number', 'null'], default: null });

/** The form of the chart's settings: exactly the settings the chart draws with (see settings.ts). */
export const timeseriesChartSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Line chart settings',
  properties: {
    stack: { title: 'Stacking', type: 'boolean', default: D.stack },
    smoothLines: { title: 'Display smooth (curved) lines', type: 'boolean', default: D.smoothLines },
    shadowSize: { title: 'Shadow size', type: 'number', minimum: 0, default: D.shadowSize },
    fontColor: { title: 'Font color', type: 'string', default: D.fontColor },
    fontSize: { title: 'Font size', type: 'number', minimum: 1, default: D.fontSize },
    showTooltip: { title: 'Show tooltip', type: 'boolean', default: D.showTooltip },
    tooltipIndividual: {
      title: 'Hover individual points',
      type: 'boolean',
      default: D.tooltipIndividual,
    },
    tooltipCumulative: {
      title: 'Show cumulative values in stacking mode',
      type: 'boolean',
      default: D.tooltipCumulative,
    },
    hideZeros: { title: 'Hide zero values from tooltip', type: 'boolean', default: D.hideZeros },
    tooltipValueFormatter: {
      title: 'Tooltip value format function, f(value)',
      type: 'string',
      contentMediaType: 'text/javascript',
      default: D.tooltipValueFormatter,
    },
    thresholdsLineWidth: {
      title: 'Default line width for all thresholds',
      type: ['number', 'null'],
      minimum: 0,
      default: D.thresholdsLineWidth,
    },
    comparisonEnabled: { title: 'Enable comparison', type: 'boolean', default: D.comparisonEnabled },
    timeForComparison: {
      title: 'Comparison period',
      type: 'string',
      oneOf: [
        { const: 'previousInterval', title: 'Previous interval (default)' },
        { const: 'days', title: 'Day ago' },
        { const: 'weeks', title: 'Week ago' },
        { const: 'months', title: 'Month ago' },
        { const: 'years', title: 'Year ago' },
        { const: 'customInterval', title: 'Custom interval' },
      ],
      default: D.timeForComparison,
    },
    comparisonCustomIntervalValue: {
      title: 'Custom interval value (ms)',
      type: 'number',
      minimum: 0,
      default: D.comparisonCustomIntervalValue,
    },
    xaxisSecond: {
      title: 'Comparison X axis settings',
      type: 'object',
      properties: {
        title: nullableString('Axis title'),
        axisPosition: {
          title: 'Axis position',
          type: 'string',
          oneOf: [
            { const: 'top', title: 'Top' },
            { const: 'bottom', title: 'Bottom' },
          ],
          default: D.xaxisSecond.axisPosition,
        },
        showLabels: { title: 'Show labels', type: 'boolean', default: D.xaxisSecond.showLabels },
      },
    },
    grid: {
      title: 'Grid settings',
      type: 'object',
      properties: {
        verticalLines: { title: 'Show vertical lines', type: 'boolean', default: D.grid.verticalLines },
        horizontalLines: { title: 'Show horizontal lines', type: 'boolean', default: D.grid.horizontalLines },
        outlineWidth: {
          title: 'Grid outline/border width (px)',
          type: 'number',
          minimum: 0,
          default: D.grid.outlineWidth,
        },
        color: { title: 'Primary color', type: 'string', default: D.grid.color },
        backgroundColor: nullableString('Background color'),
        tickColor: { title: 'Ticks color', type: 'string', default: D.grid.tickColor },
      },
    },
    xaxis: {
      title: 'X axis settings',
      type: 'object',
      properties: {
        title: nullableString('Axis title'),
        showLabels: { title: 'Show labels', type: 'boolean', default: D.xaxis.showLabels },
        color: nullableString('Ticks color'),
      },
    },
    yaxis: {
      title: 'Y axis settings',
      type: 'object',
      properties: {
        min: nullableNumber('Minimum value on the scale'),
        max: nullableNumber('Maximum value on the scale'),
        title: nullableString('Axis title'),
        showLabels: { title: 'Show labels', type: 'boolean', default: D.yaxis.showLabels },
        color: nullableString('Ticks color'),
        tickSize: nullableNumber('Step size between ticks'),
        tickDecimals: {
          title: 'The number of decimals to display',
          type: ['number', 'null'],
          minimum: 0,
          maximum: 15,
          default: D.yaxis.tickDecimals,
        },
        ticksFormatter: {
          title: 'Ticks formatter function, f(value)',
          type: 'string',
          contentMediaType: 'text/javascript',
          default: D.yaxis.ticksFormatter,
        },
      },
    },
  },
};

/**
 * The form of one threshold of a data key, as the platform's: a value written here, or the value of an entity's
 * attribute (the entity of an alias chosen among the dashboard's, else the key's own entity), in a colour and width.
 * Only the fields of the chosen value source are shown.
 */
function thresholdSchema(aliasNames: readonly string[]): RJSFSchema {
  return {
    type: 'object',
    properties: {
      thresholdValueSource: {
        title: 'Threshold value source',
        type: 'string',
        oneOf: [
          { const: 'predefinedValue', title: 'Predefined value' },
          { const: 'entityAttribute', title: 'Value taken from entity attribute' },
        ],
        default: 'predefinedValue',
      },
      thresholdValue: shownWhen(
        { title: 'Threshold value', type: ['number', 'null'], default: null },
        { thresholdValueSource: 'predefinedValue' },
      ),
      thresholdEntityAlias: shownWhen(
        {
          title: 'Source entity alias',
          type: 'string',
          // the platform saves the alias by its name; empty: the entity of the key's own datasource
          oneOf: [
            { const: '', title: "The key's own entity" },
            ...aliasNames.map((name) => ({ const: name, title: name })),
          ],
          default: '',
        },
        { thresholdValueSource: 'entityAttribute' },
      ),
      thresholdAttribute: shownWhen(
        { title: 'Source entity attribute', type: 'string', default: '' },
        { thresholdValueSource: 'entityAttribute' },
      ),
      lineWidth: { title: 'Line width', type: ['number', 'null'], minimum: 0, default: null },
      color: { title: 'Color', type: ['string', 'null'], default: null },
    },
  };
}

/**
 * The form of one data key's settings on this chart; its thresholds offer the dashboard's aliases (by name) as the
 * entity whose attribute a threshold reads.
 */
export function timeseriesKeySettingsSchemaFor(aliasNames: readonly string[]): RJSFSchema {
  return {
    type: 'object',
    title: 'Data key settings',
    properties: {
      showLines: { title: 'Show lines', type: 'boolean', default: K.showLines },
      lineWidth: { title: 'Line width', type: 'number', minimum: 0, default: K.lineWidth },
      fillLines: { title: 'Fill lines', type: 'boolean', default: K.fillLines },
      showPoints: { title: 'Show points', type: 'boolean', default: K.showPoints },
      showPointsRadius: { title: 'Points radius', type: 'number', minimum: 0, default: K.showPointsRadius },
      showPointShape: {
        title: 'Points shape',
        type: 'string',
        oneOf: [
          { const: 'circle', title: 'Circle' },
          { const: 'cross', title: 'Cross' },
          { const: 'diamond', title: 'Diamond' },
          { const: 'square', title: 'Square' },
          { const: 'triangle', title: 'Triangle' },
        ],
        default: K.showPointShape,
      },
      hideDataByDefault: { title: 'Data is hidden by default', type: 'boolean', default: K.hideDataByDefault },
      disableDataHiding: { title: 'Disable data hiding', type: 'boolean', default: K.disableDataHiding },
      removeFromLegend: { title: 'Remove datakey from legend', type: 'boolean', default: K.removeFromLegend },
      excludeFromStacking: { title: 'Exclude from stacking', type: 'boolean', default: K.excludeFromStacking },
      tooltipValueFormatter: {
        title: 'Tooltip value format function, f(value)',
        type: 'string',
        contentMediaType: 'text/javascript',
        default: K.tooltipValueFormatter,
      },
      thresholds: { title: 'Thresholds', type: 'array', default: [], items: thresholdSchema(aliasNames) },
      comparisonSettings: {
        title: 'Comparison settings',
        type: 'object',
        properties: {
          showValuesForComparison: { title: 'Show values for comparison', type: 'boolean', default: true },
          comparisonValuesLabel: { title: 'Comparison values label', type: 'string', default: '' },
          color: { title: 'Color', type: 'string', default: '' },
        },
      },
    },
  };
}

/** The data key form outside a dashboard, where no alias can be offered. */
export const timeseriesKeySettingsSchema: RJSFSchema = timeseriesKeySettingsSchemaFor([]);

/** The form of one latest key's settings on this chart: its latest value as a threshold line. */
export const timeseriesLatestKeySettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Latest data key settings',
  properties: {
    useAsThreshold: { title: 'Use key value as threshold', type: 'boolean', default: L.useAsThreshold },
    thresholdLineWidth: { title: 'Threshold line width', type: ['number', 'null'], minimum: 0, default: null },
    thresholdColor: { title: 'Threshold line color', type: ['string', 'null'], default: null },
  },
};

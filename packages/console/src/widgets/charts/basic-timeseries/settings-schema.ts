import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_TIMESERIES_CHART_SETTINGS as D, DEFAULT_TIMESERIES_KEY_SETTINGS as K } from './settings';

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
      },
    },
  },
};

/** The form of one data key's settings on this chart. */
export const timeseriesKeySettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Data key settings',
  properties: {
    showLines: { title: 'Show lines', type: 'boolean', default: K.showLines },
    lineWidth: { title: 'Line width', type: 'number', minimum: 0, default: K.lineWidth },
    fillLines: { title: 'Fill lines', type: 'boolean', default: K.fillLines },
    showPoints: { title: 'Show points', type: 'boolean', default: K.showPoints },
    showPointsRadius: { title: 'Points radius', type: 'number', minimum: 0, default: K.showPointsRadius },
    hideDataByDefault: { title: 'Data is hidden by default', type: 'boolean', default: K.hideDataByDefault },
    removeFromLegend: { title: 'Remove datakey from legend', type: 'boolean', default: K.removeFromLegend },
    excludeFromStacking: { title: 'Exclude from stacking', type: 'boolean', default: K.excludeFromStacking },
  },
};

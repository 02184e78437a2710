import type { RJSFSchema } from '@rjsf/utils';
import type { LatestChartSettingsForm } from './family';
import { DEFAULT_LATEST_CHART_SETTINGS } from './settings';

const chartJs = DEFAULT_LATEST_CHART_SETTINGS.chartJs;
const doughnut = DEFAULT_LATEST_CHART_SETTINGS.doughnut;
const pie = DEFAULT_LATEST_CHART_SETTINGS.flotPie;

const showTooltip: RJSFSchema = { title: 'Show tooltip', type: 'boolean', default: chartJs.showTooltip };

/** The form of each settings form's settings: exactly the settings the chart draws with (see settings.ts). */
export const latestChartSettingsSchemas: Record<LatestChartSettingsForm, RJSFSchema> = {
  chartJs: { type: 'object', title: 'Common settings', properties: { showTooltip } },
  doughnut: {
    type: 'object',
    title: 'Doughnut settings',
    properties: {
      showTooltip,
      borderWidth: { title: 'Border width', type: 'number', minimum: 0, default: doughnut.borderWidth },
      borderColor: { title: 'Border color', type: 'string', default: doughnut.borderColor },
      legend: {
        title: 'Legend settings',
        type: 'object',
        properties: {
          display: { title: 'Display legend', type: 'boolean', default: doughnut.legend?.display },
          labelsFontColor: { title: 'Labels font color', type: 'string', default: doughnut.legend?.labelsFontColor },
        },
      },
    },
  },
  flotPie: {
    type: 'object',
    title: 'Pie settings',
    properties: {
      showTooltip,
      radius: { title: 'Radius', type: 'number', minimum: 0, maximum: 1, default: pie.radius },
      innerRadius: { title: 'Inner radius', type: 'number', minimum: 0, maximum: 1, default: pie.innerRadius },
      showLabels: { title: 'Show labels', type: 'boolean', default: pie.showLabels },
      showPercentages: { title: 'Show percentages', type: 'boolean', default: pie.showPercentages },
      decimals: { title: 'Number of digits after floating point', type: 'number', minimum: 0, default: pie.decimals },
      fontColor: { title: 'Font color', type: 'string', default: pie.fontColor },
      fontSize: { title: 'Font size', type: 'number', minimum: 1, default: pie.fontSize },
      stroke: {
        title: 'Stroke',
        type: 'object',
        properties: {
          width: { title: 'Width (pixels)', type: 'number', minimum: 0, default: pie.stroke?.width },
          color: { title: 'Color', type: 'string', default: '#ffffff' },
        },
      },
      legend: {
        title: 'Legend settings',
        type: 'object',
        properties: { show: { title: 'Show legend', type: 'boolean', default: pie.legend?.show } },
      },
    },
  },
};

import type { KeyThreshold } from './thresholds';

/**
 * The settings of the line chart that this chart honours, with the platform's defaults (its flot line chart's
 * `flotDefaultSettings('graph')` and `flotDataKeyDefaultSettings('graph')`). Other flot settings a saved widget
 * carries (the custom legend, custom point shapes) are kept as they are and not drawn.
 */

export interface TimeseriesChartSettings {
  stack: boolean;
  smoothLines: boolean;
  /** px of the shadow under each line; 0 draws none */
  shadowSize: number;
  /** axis labels and legend */
  fontColor: string;
  fontSize: number;
  showTooltip: boolean;
  /** the tooltip shows the series under the pointer only, not every series at that time */
  tooltipIndividual: boolean;
  /** the tooltip ends with the sum of the values it shows */
  tooltipCumulative: boolean;
  /** the tooltip leaves out series whose value is zero */
  hideZeros: boolean;
  /** body of `function(value)` answering a value's text in the tooltip; empty: the key's decimals and units */
  tooltipValueFormatter: string;
  /** px of threshold lines whose own width is not set; null: 1 */
  thresholdsLineWidth: number | null;
  /** the chart also draws each key over an earlier period, dashed, against a second time axis */
  comparisonEnabled: boolean;
  /** how far back: 'previousInterval', 'days', 'weeks', 'months', 'years' or 'customInterval' */
  timeForComparison: string;
  /** ms back for 'customInterval' */
  comparisonCustomIntervalValue: number;
  /** the comparison period's time axis */
  xaxisSecond: { title: string | null; axisPosition: 'top' | 'bottom'; showLabels: boolean };
  grid: {
    verticalLines: boolean;
    horizontalLines: boolean;
    /** px of the frame around the plot */
    outlineWidth: number;
    /** the frame's colour */
    color: string;
    /** null: transparent */
    backgroundColor: string | null;
    /** the grid lines' colour */
    tickColor: string;
  };
  xaxis: {
    title: string | null;
    showLabels: boolean;
    /** null: the font colour */
    color: string | null;
  };
  yaxis: {
    /** null: from the data */
    min: number | null;
    max: number | null;
    title: string | null;
    showLabels: boolean;
    color: string | null;
    /** the step between ticks; null: chosen from the data */
    tickSize: number | null;
    /** decimals of the tick labels; null: as needed */
    tickDecimals: number | null;
    /** body of `function(value)` answering a tick's label; empty: the value with the tick decimals */
    ticksFormatter: string;
  };
  [key: string]: unknown;
}

export const DEFAULT_TIMESERIES_CHART_SETTINGS: TimeseriesChartSettings = {
  stack: false,
  smoothLines: false,
  shadowSize: 4,
  fontColor: '#545454',
  fontSize: 10,
  showTooltip: true,
  tooltipIndividual: false,
  tooltipCumulative: false,
  hideZeros: false,
  tooltipValueFormatter: '',
  thresholdsLineWidth: null,
  comparisonEnabled: false,
  timeForComparison: 'previousInterval',
  comparisonCustomIntervalValue: 7_200_000,
  xaxisSecond: { title: null, axisPosition: 'top', showLabels: true },
  grid: {
    verticalLines: true,
    horizontalLines: true,
    outlineWidth: 1,
    color: '#545454',
    backgroundColor: null,
    tickColor: '#DDDDDD',
  },
  xaxis: { title: null, showLabels: true, color: null },
  yaxis: {
    min: null,
    max: null,
    title: null,
    showLabels: true,
    color: null,
    tickSize: null,
    tickDecimals: 0,
    ticksFormatter: '',
  },
};

/** The settings of one data key (series) that this chart honours. */
export interface TimeseriesKeySettings {
  showLines: boolean;
  lineWidth: number;
  fillLines: boolean;
  showPoints: boolean;
  showPointsRadius: number;
  /** 'circle', 'cross', 'diamond', 'square' or 'triangle'; a custom shape draws as a circle */
  showPointShape: string;
  /** the series starts hidden; the legend shows it again */
  hideDataByDefault: boolean;
  /** the legend cannot hide the series */
  disableDataHiding: boolean;
  removeFromLegend: boolean;
  excludeFromStacking: boolean;
  /** horizontal lines at values written in the settings (see thresholds.ts) */
  thresholds: KeyThreshold[];
  /** body of `function(value)` answering this key's values in the tooltip; empty: the chart's formatter */
  tooltipValueFormatter: string;
  [key: string]: unknown;
}

export const DEFAULT_TIMESERIES_KEY_SETTINGS: TimeseriesKeySettings = {
  showLines: true,
  lineWidth: 1,
  fillLines: false,
  showPoints: false,
  showPointsRadius: 3,
  showPointShape: 'circle',
  hideDataByDefault: false,
  disableDataHiding: false,
  removeFromLegend: false,
  excludeFromStacking: false,
  thresholds: [],
  tooltipValueFormatter: '',
};

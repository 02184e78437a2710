import type { LatestChartSettingsForm } from './family';

/**
 * The settings of the latest-values charts that they honour. Each type's form has only some of them (see
 * `LatestChartSettingsForm`); a type's missing ones get its form's defaults, the others stay as saved and unused.
 */
export interface LatestChartSettings {
  showTooltip: boolean;
  /** the doughnut's legend, with its text colour */
  legend?: { display?: boolean; show?: boolean; labelsFontColor?: string; [key: string]: unknown };
  /** px of the line between slices (doughnut) */
  borderWidth?: number;
  borderColor?: string;
  /** the flot pie's radius and hole, as parts of the largest radius that fits (0..1) */
  radius?: number;
  innerRadius?: number;
  /** the flot pie writes each slice's value (or its percentage) on it */
  showLabels?: boolean;
  showPercentages?: boolean;
  /** the flot pie's line between slices */
  stroke?: { width?: number; color?: string };
  fontColor?: string;
  fontSize?: number;
  /** decimals of the flot pie's labels */
  decimals?: number;
  [key: string]: unknown;
}

/** The platform's defaults of each settings form. */
export const DEFAULT_LATEST_CHART_SETTINGS: Record<LatestChartSettingsForm, LatestChartSettings> = {
  chartJs: { showTooltip: true },
  doughnut: {
    showTooltip: true,
    borderWidth: 5,
    borderColor: '#fff',
    legend: { display: true, labelsFontColor: '#666666' },
  },
  flotPie: {
    showTooltip: true,
    radius: 1,
    innerRadius: 0,
    showLabels: true,
    showPercentages: true,
    stroke: { width: 5 },
    fontColor: '#545454',
    fontSize: 10,
    decimals: 1,
    legend: { show: true },
  },
};

/**
 * How a latest-values chart draws its keys: 'bar' one bar per key, 'pie' and 'doughnut' one slice per key,
 * 'polarArea' equal slices whose radius is the value, 'radar' one polygon with an axis per key.
 */
export type LatestChartKind = 'bar' | 'pie' | 'doughnut' | 'polarArea' | 'radar';

/**
 * Which of the platform's settings forms a type has: the Chart.js charts only a tooltip switch
 * (`tb-chart-widget-settings`), the doughnut also its border and legend (`tb-doughnut-chart-widget-settings`), the
 * flot pie its radius, labels and legend (`tb-flot-pie-widget-settings`).
 */
export type LatestChartSettingsForm = 'chartJs' | 'doughnut' | 'flotPie';

/** The platform's latest-values charts of the `charts` bundle, by type alias. */
export const LATEST_CHART_TYPES = {
  bars: { kind: 'bar', form: 'chartJs' },
  pie: { kind: 'pie', form: 'flotPie' },
  pie_chart_js: { kind: 'pie', form: 'chartJs' },
  doughnut_chart_js: { kind: 'doughnut', form: 'doughnut' },
  polar_area_chart_js: { kind: 'polarArea', form: 'chartJs' },
  radar_chart_js: { kind: 'radar', form: 'chartJs' },
} as const satisfies Record<string, { kind: LatestChartKind; form: LatestChartSettingsForm }>;

export type LatestChartAlias = keyof typeof LATEST_CHART_TYPES;

export const LATEST_CHART_ALIASES = Object.keys(LATEST_CHART_TYPES) as LatestChartAlias[];

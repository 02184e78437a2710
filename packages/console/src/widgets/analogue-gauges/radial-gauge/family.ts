/** The platform's radial analogue gauges (`tb-analogue-radial-gauge-widget-settings`): one dial from shared settings. */
export const RADIAL_GAUGE_ALIASES = [
  'radial_gauge_canvas_gauges',
  'speed_gauge_canvas_gauges',
  'temperature_radial_gauge_canvas_gauges',
] as const;

/** The platform's digital gauge types (`digital_gauges` bundle): one gauge drawn from their shared settings. */
export const DIGITAL_GAUGE_ALIASES = [
  'gauge_justgage',
  'digital_thermometer',
  'digital_speedometer',
  'neon_gauge_justgage',
  'lcd_gauge',
  'lcd_bar_gauge',
  'simple_neon_gauge_justgage',
  'vertical_bar_justgage',
  'simple_gauge_justgage',
  'digital_bar',
  'mini_gauge_justgage',
  'horizontal_bar_justgage',
  'digital_vertical_bar',
] as const;

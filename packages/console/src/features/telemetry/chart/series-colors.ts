/**
 * Series colours of the telemetry charts: the Okabe–Ito palette, whose hues stay apart for the common kinds of
 * colour blindness and read on light and dark backgrounds. Its yellow is left out (unreadable on white) and its sky
 * blue too (the same hue as its blue).
 */
export const SERIES_COLORS = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#000000'] as const;

/** The series colours on the scheme's background: the palette's black would vanish on a dark one, so it turns white. */
export function seriesColorsFor(scheme: 'light' | 'dark'): readonly string[] {
  return scheme === 'dark' ? SERIES_COLORS.map((color) => (color === '#000000' ? '#FFFFFF' : color)) : SERIES_COLORS;
}

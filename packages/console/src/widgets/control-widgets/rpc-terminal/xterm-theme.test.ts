import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { xtermTheme } from './xterm-theme';

describe("the terminal's colours", () => {
  it("keep the catalogue's black terminal with its light text in both schemes", () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = xtermTheme(
        { backgroundColor: '#010101', color: 'rgba(255, 254, 254, 0.87)' },
        createTheme({ palette: { mode } }).palette,
      );
      expect(theme).toMatchObject({ background: '#010101', foreground: 'rgba(255, 254, 254, 0.87)' });
    }
  });

  it("follow the theme for the platform's light defaults", () => {
    const palette = createTheme({ palette: { mode: 'dark' } }).palette;
    const theme = xtermTheme({ backgroundColor: '#fff', color: 'rgba(0, 0, 0, 0.87)' }, palette);
    expect(theme).toMatchObject({
      background: palette.background.paper,
      foreground: palette.text.primary,
      red: palette.error.light,
    });
  });
});

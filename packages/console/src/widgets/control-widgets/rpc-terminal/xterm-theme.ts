import type { Palette } from '@mui/material/styles';
import type { ITheme } from '@xterm/xterm';
import { widgetColours } from '../../../dashboard/view/theme-colours';

/**
 * The terminal's colours: the widget card's background and text colour (so a saved colour, such as the catalogue's
 * black terminal, is kept, and the platform's light defaults follow the theme), with errors in the theme's error
 * colour, lightened in the dark scheme.
 */
export function xtermTheme(config: { backgroundColor?: unknown; color?: unknown }, palette: Palette): ITheme {
  const { background, color } = widgetColours(config, palette);
  return {
    background,
    foreground: color,
    cursor: color,
    red: palette.mode === 'dark' ? palette.error.light : palette.error.main,
    brightRed: palette.error.light,
  };
}

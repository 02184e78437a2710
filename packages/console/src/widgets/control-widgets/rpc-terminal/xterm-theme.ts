import type { Palette } from '@mui/material/styles';
import type { ITheme } from '@xterm/xterm';
import { widgetColours } from '../../../dashboard/view/theme-colours';

/**
 * The terminal's colours: its text in the widget card's text colour over the card's own background (so a saved
 * colour, such as the catalogue's black terminal, and the theme's defaults both show through), and errors in the
 * theme's error colour, lightened on a dark card.
 */
export function xtermTheme(config: { backgroundColor?: unknown; color?: unknown }, palette: Palette): ITheme {
  const { color } = widgetColours(config, palette);
  return {
    background: 'rgba(0, 0, 0, 0)',
    foreground: color,
    cursor: color,
    red: palette.mode === 'dark' ? palette.error.light : palette.error.main,
    brightRed: palette.error.light,
  };
}

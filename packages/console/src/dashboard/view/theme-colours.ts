import type { Palette } from '@mui/material/styles';

/*
 * The platform writes its light defaults into every widget and layout it saves. Those defaults follow the theme, so
 * a widget stays readable in the dark scheme; any other colour is the dashboard author's and is kept as saved.
 */
const DEFAULT_WIDGET_BACKGROUNDS = new Set(['#fff', '#ffffff', 'white', 'rgb(255,255,255)']);
const DEFAULT_WIDGET_TEXTS = new Set(['rgba(0,0,0,0.87)', 'rgba(0,0,0,0.870588)']);
const DEFAULT_GRID_BACKGROUNDS = new Set(['#eee', '#eeeeee']);

const normalized = (colour: string) => colour.replace(/\s+/g, '').toLowerCase();

function savedOrThemed(saved: unknown, defaults: Set<string>, themed: string): string {
  if (typeof saved !== 'string' || saved.trim() === '' || defaults.has(normalized(saved))) return themed;
  return saved;
}

/** The widget card's background and text colour: the saved ones, or the theme's when the saved are the defaults. */
export function widgetColours(config: { backgroundColor?: unknown; color?: unknown }, palette: Palette) {
  return {
    background: savedOrThemed(config.backgroundColor, DEFAULT_WIDGET_BACKGROUNDS, palette.background.paper),
    color: savedOrThemed(config.color, DEFAULT_WIDGET_TEXTS, palette.text.primary),
  };
}

/** The background of a dashboard layout: the saved one, or the theme's page colour for the default grey. */
export function gridBackgroundColour(saved: unknown, palette: Palette): string {
  return savedOrThemed(saved, DEFAULT_GRID_BACKGROUNDS, palette.background.default);
}

/** The text colour of a dashboard layout: the saved one, or the theme's for the platform's default black. */
export function gridTextColour(saved: unknown, palette: Palette): string {
  return savedOrThemed(saved, DEFAULT_WIDGET_TEXTS, palette.text.primary);
}

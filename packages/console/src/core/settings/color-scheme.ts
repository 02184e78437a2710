import { readSetting, writeSetting } from './local-settings';

/** What the user picked in the user menu: follow the system's setting, or one of the two themes always. */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';
export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];
const STORAGE_KEY = 'color-scheme';

/** The choice kept in this browser; `system` when there is none or it is not one of the three. */
export function readColorSchemeChoice(): ColorSchemeChoice {
  const stored = readSetting(STORAGE_KEY);
  return COLOR_SCHEME_CHOICES.find((choice) => choice === stored) ?? 'system';
}

/** Keeps the choice in this browser; `system` is the default, so it removes the stored value. */
export function writeColorSchemeChoice(choice: ColorSchemeChoice): void {
  writeSetting(STORAGE_KEY, choice === 'system' ? null : choice);
}

export function resolveColorScheme(choice: ColorSchemeChoice, systemPrefersDark: boolean): ColorScheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

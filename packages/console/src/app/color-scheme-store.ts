import { useMediaQuery } from '@mui/material';
import { create } from 'zustand';
import {
  type ColorScheme,
  type ColorSchemeChoice,
  readColorSchemeChoice,
  resolveColorScheme,
  writeColorSchemeChoice,
} from '../core/settings/color-scheme';

interface ColorSchemeState {
  choice: ColorSchemeChoice;
  choose(choice: ColorSchemeChoice): void;
}

export const useColorSchemeStore = create<ColorSchemeState>((set) => ({
  choice: readColorSchemeChoice(),
  choose: (choice) => {
    writeColorSchemeChoice(choice);
    set({ choice });
  },
}));

/** The scheme the console shows now; with `system` it changes as soon as the system's setting does. */
export function useColorScheme(): ColorScheme {
  const choice = useColorSchemeStore((state) => state.choice);
  // noSsr: the first render already knows the system setting, so a dark system never flashes light
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return resolveColorScheme(choice, systemPrefersDark);
}

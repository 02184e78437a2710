import { readSetting } from '../settings/local-settings';
import { type LanguageCode, resolveLanguage } from './languages';
import type { Resources } from './plural-forms';

export const USER_LANG_SETTING = 'userLang';

/** The language the console starts in: the one the user chose last on this browser, then the browser's own. */
export function startLanguage(): LanguageCode {
  return resolveLanguage(readSetting(USER_LANG_SETTING), navigator.languages ?? [navigator.language]);
}

const requested = new Map<string, Promise<Resources>>();

/**
 * A language's locale file, bundled with the console under /locale. Each is asked for once, so the boot script's early
 * request is the one i18next reads; a failed request is forgotten, so the next read asks again.
 */
export function fetchLocale(language: string): Promise<Resources> {
  let file = requested.get(language);
  if (!file) {
    file = fetch(`${import.meta.env.BASE_URL}locale/locale.constant-${language}.json`).then((response) => {
      if (!response.ok) throw new Error(`locale ${language}: ${response.status}`);
      return response.json() as Promise<Resources>;
    });
    file.catch(() => requested.delete(language));
    requested.set(language, file);
  }
  return file;
}

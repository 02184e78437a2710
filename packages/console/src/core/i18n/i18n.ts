import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeSetting } from '../settings/local-settings';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, resolveLanguage } from './languages';
import { fetchLocale, startLanguage, USER_LANG_SETTING } from './locale-file';
import { completePluralForms } from './plural-forms';

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetchLocale(language)
      .then((resources) => callback(null, completePluralForms(resources, language)))
      .catch((error: Error) => callback(error, false));
  },
};

export async function initI18n(): Promise<void> {
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: startLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((language) => language.code),
      // Codes such as en_US are used whole; i18next would otherwise also try to load "en".
      load: 'currentOnly',
      nonExplicitSupportedLngs: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (languages, _namespace, key) => {
        console.warn(`Missing translation for "${key}" in ${languages.join(', ')}`);
      },
      react: { useSuspense: false },
    });
  applyDocumentLanguage(i18next.language as LanguageCode);
}

/** Switches the interface language and remembers it as the TB-userLang setting. */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  writeSetting(USER_LANG_SETTING, language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
}

export function languageForProfile(profileLanguage: unknown): LanguageCode {
  return resolveLanguage(profileLanguage, navigator.languages ?? [navigator.language]);
}

function applyDocumentLanguage(language: LanguageCode): void {
  document.documentElement.lang = language.replace('_', '-');
}

/** The twenty interface languages (en_US the default), each named in its own language for the language picker. */
export const LANGUAGES = [
  { code: 'cs_CZ', name: 'Čeština' },
  { code: 'de_DE', name: 'Deutsch' },
  { code: 'el_GR', name: 'Ελληνικά' },
  { code: 'en_US', name: 'English' },
  { code: 'es_ES', name: 'Español' },
  { code: 'fa_IR', name: 'فارسی' },
  { code: 'fr_FR', name: 'Français' },
  { code: 'it_IT', name: 'Italiano' },
  { code: 'ja_JP', name: '日本語' },
  { code: 'ka_GE', name: 'ქართული' },
  { code: 'ko_KR', name: '한국어' },
  { code: 'lv_LV', name: 'Latviešu' },
  { code: 'pt_BR', name: 'Português (Brasil)' },
  { code: 'ro_RO', name: 'Română' },
  { code: 'ru_RU', name: 'Русский' },
  { code: 'sl_SI', name: 'Slovenščina' },
  { code: 'tr_TR', name: 'Türkçe' },
  { code: 'uk_UA', name: 'Українська' },
  { code: 'zh_CN', name: '简体中文' },
  { code: 'zh_TW', name: '繁體中文' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en_US';

/** Dates are formatted the British way whatever the interface language. */
export const DATE_LOCALE = 'en-GB';

const CODES: readonly string[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && CODES.includes(value);
}

/** Maps a browser language tag (de-DE, de, zh-TW) to a supported code: exact match first, then language only. */
export function matchBrowserLanguage(tag: string): LanguageCode | null {
  const [language, region] = tag.replace('_', '-').split('-');
  if (!language) return null;
  const exact = `${language.toLowerCase()}_${(region ?? '').toUpperCase()}`;
  if (isLanguageCode(exact)) return exact;
  const byLanguage = CODES.find((code) => code.startsWith(`${language.toLowerCase()}_`));
  return (byLanguage as LanguageCode | undefined) ?? null;
}

/** The interface language: the user's profile, then the browser, then en_US. */
export function resolveLanguage(profileLanguage: unknown, browserLanguages: readonly string[]): LanguageCode {
  if (isLanguageCode(profileLanguage)) return profileLanguage;
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

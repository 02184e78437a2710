import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  csCZ,
  deDE,
  elGR,
  enUS,
  esES,
  faIR,
  frFR,
  itIT,
  jaJP,
  koKR,
  ptBR,
  roRO,
  ruRU,
  trTR,
  ukUA,
  zhCN,
  zhTW,
} from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../core/i18n/languages';

type PickersPack = typeof enUS;

/**
 * The date pickers' own texts (open-picker buttons, calendar and clock labels, field placeholders) per interface
 * language, from MUI's packs; Georgian, Latvian and Slovenian have no pack and keep English.
 */
const PACKS: Partial<Record<LanguageCode, PickersPack>> = {
  cs_CZ: csCZ,
  de_DE: deDE,
  el_GR: elGR,
  en_US: enUS,
  es_ES: esES,
  fa_IR: faIR,
  fr_FR: frFR,
  it_IT: itIT,
  ja_JP: jaJP,
  ko_KR: koKR,
  pt_BR: ptBR,
  ro_RO: roRO,
  ru_RU: ruRU,
  tr_TR: trTR,
  uk_UA: ukUA,
  zh_CN: zhCN,
  zh_TW: zhTW,
};

/** The date pickers' adapter (dayjs) and their texts in the interface language. */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const pack = PACKS[i18n.language as LanguageCode] ?? enUS;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={pack.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

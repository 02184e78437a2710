import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export interface Country {
  iso2: string;
  /** the English name, which is what the contract's contact field stores */
  name: string;
  dialCode: string;
  flag: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function flagOf(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65));
}

/** The country list of the contact and phone inputs, by English name. */
export const COUNTRIES: readonly Country[] = getCountries()
  .map((iso2) => ({
    iso2,
    name: regionNames.of(iso2) ?? iso2,
    dialCode: `+${getCountryCallingCode(iso2)}`,
    flag: flagOf(iso2),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

export function countryByName(name: string | null | undefined): Country | undefined {
  return name ? COUNTRIES.find((country) => country.name === name) : undefined;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const LOCALE_DIR = join(import.meta.dirname, '../../../public/locale');

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [nested, text] of flatten(value, path)) keys.set(nested, text);
  }
  return keys;
}

function load(code: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(LOCALE_DIR, `locale.constant-${code}.json`), 'utf8')) as Messages);
}

const english = load('en_US');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('locales', () => {
  it('has one locale file for each of the 20 languages', () => {
    const files = readdirSync(LOCALE_DIR).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(LANGUAGES.map((language) => `locale.constant-${language.code}.json`).sort());
  });

  for (const { code } of LANGUAGES.filter((language) => language.code !== 'en_US')) {
    it(`${code} translates every key en_US has, with the same placeholders`, () => {
      const messages = load(code);
      const missing = [...english.keys()].filter((key) => !messages.get(key)?.trim());
      expect(missing, `keys missing in ${code}`).toEqual([]);
      const wrongPlaceholders = [...english].filter(
        ([key, text]) =>
          messages.has(key) && placeholders(messages.get(key) ?? '').join() !== placeholders(text).join(),
      );
      expect(
        wrongPlaceholders.map(([key]) => key),
        `placeholders differ in ${code}`,
      ).toEqual([]);
    });
  }
});

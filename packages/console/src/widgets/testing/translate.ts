import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const english = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../public/locale/locale.constant-en_US.json'), 'utf8'),
) as Record<string, unknown>;

/** The console's English text of a message key, as the host's `translate` gives it; an unknown key as it is. */
export function englishTranslate(key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
  return typeof text === 'string' ? text : key;
}

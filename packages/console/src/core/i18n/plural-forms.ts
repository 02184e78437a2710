export type Resources = { [key: string]: string | Resources };

/**
 * Locale files carry the `_one` and `_other` forms of English. Languages with more plural categories (Czech `few`,
 * Slovenian `two`, Latvian `zero`, …) would otherwise fall back to English for those counts, so each missing form
 * takes the language's own `_other` text, which the translators word to read well for any count.
 */
export function completePluralForms(resources: Resources, language: string): Resources {
  const categories = new Intl.PluralRules(language.replace('_', '-')).resolvedOptions().pluralCategories;
  const complete = (node: Resources): Resources => {
    const out: Resources = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = typeof value === 'string' ? value : complete(value);
    }
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'string' || !key.endsWith('_other')) continue;
      const base = key.slice(0, -'_other'.length);
      for (const category of categories) out[`${base}_${category}`] ??= value;
    }
    return out;
  };
  return complete(resources);
}

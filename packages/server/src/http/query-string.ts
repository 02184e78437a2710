import { parse } from 'node:querystring';

/**
 * Reads a query string as Spring reads a String parameter: a repeated parameter is one text of its values joined
 * by commas (`sortProperty=a&sortProperty=b` is `a,b`), so every parameter reaches the schema and the handlers as
 * text, and a repeated one gets the same answer as that text would.
 */
export function parseQueryString(text: string): Record<string, string> {
  // Without a prototype, a parameter named __proto__ or constructor is just a parameter.
  const query: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(parse(text))) {
    query[name] = Array.isArray(value) ? value.join(',') : (value ?? '');
  }
  return query;
}

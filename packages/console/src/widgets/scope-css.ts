/**
 * User CSS (an HTML card's `cardCss`, a widget's `widgetCss`) limited to one widget: every selector gets the
 * widget container's class in front, the way the platform namespaces such CSS, so `.card h1` styles only the h1 of
 * this card. Rules inside `@media` and `@supports` are scoped too; `@keyframes` and `@font-face` stay as written;
 * `@import` is dropped, because a card's CSS must not load other style sheets.
 */
export function scopeCss(css: string, scopeClass: string): string {
  return scopeBlock(css.replace(/\/\*[\s\S]*?\*\//g, ''), `.${scopeClass}`).trim();
}

const NESTED_AT_RULES = /^@(media|supports|container|layer)\b/i;
const VERBATIM_AT_RULES = /^@(-webkit-|-moz-)?(keyframes|font-face|page|property|counter-style)\b/i;

function scopeBlock(css: string, scope: string): string {
  let output = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    const semicolon = css.indexOf(';', index);
    // A statement at-rule (`@import url(x);`) ends before any block starts.
    if (semicolon !== -1 && (open === -1 || semicolon < open) && css.slice(index, semicolon).trim().startsWith('@')) {
      index = semicolon + 1;
      continue;
    }
    if (open === -1) break;
    const close = matchingBrace(css, open);
    const prelude = css.slice(index, open).trim();
    const body = css.slice(open + 1, close);
    if (NESTED_AT_RULES.test(prelude)) output += `${prelude} {\n${scopeBlock(body, scope)}}\n`;
    else if (VERBATIM_AT_RULES.test(prelude)) output += `${prelude} {${body}}\n`;
    else if (prelude && !prelude.startsWith('@')) output += `${scopeSelectors(prelude, scope)} {${body}}\n`;
    index = close + 1;
  }
  return output;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return index;
  }
  return css.length;
}

function scopeSelectors(selectors: string, scope: string): string {
  return selectors
    .split(',')
    .map((selector) => selector.trim())
    .filter(Boolean)
    .map((selector) => (selector === ':host' ? scope : `${scope} ${selector}`))
    .join(', ');
}

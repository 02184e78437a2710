/**
 * A widget's own CSS (`widgetCss`) confined to its frame: every selector of every rule, also inside @media and
 * @supports blocks, is prefixed with the frame's class. Other at-rules (@keyframes, @font-face) are kept as they are.
 */
export function scopeCss(css: string, scope: string): string {
  let result = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open < 0) break;
    const prelude = css.slice(index, open).trim();
    const close = matchingBrace(css, open);
    const body = css.slice(open + 1, close);
    if (/^@(media|supports|container)\b/.test(prelude)) {
      result += `${prelude} {${scopeCss(body, scope)}}\n`;
    } else if (prelude.startsWith('@')) {
      result += `${prelude} {${body}}\n`;
    } else {
      const selectors = prelude
        .split(',')
        .map((selector) => selector.trim())
        .filter(Boolean)
        .map((selector) => (selector === ':host' ? `.${scope}` : `.${scope} ${selector}`));
      result += `${selectors.join(', ')} {${body}}\n`;
    }
    index = close + 1;
  }
  return result;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return index;
  }
  return css.length;
}

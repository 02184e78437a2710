import { describe, expect, it } from 'vitest';
import { scopeCss } from './scope-css';

describe("a widget's own CSS", () => {
  it('applies only inside the widget frame', () => {
    expect(scopeCss('.title, span { color: red; }', 'w1')).toBe('.w1 .title, .w1 span { color: red; }\n');
  });

  it('scopes the rules inside media queries and keeps keyframes', () => {
    const css = '@media (max-width: 600px) { .a { top: 0 } } @keyframes spin { from { opacity: 0 } }';
    expect(scopeCss(css, 'w1')).toBe(
      '@media (max-width: 600px) {.w1 .a { top: 0 }\n}\n@keyframes spin { from { opacity: 0 } }\n',
    );
  });
});

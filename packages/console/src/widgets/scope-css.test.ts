import { describe, expect, it } from 'vitest';
import { scopeCss } from './scope-css';

describe('scoping user CSS to one widget', () => {
  it('puts the container class before every selector', () => {
    expect(scopeCss('.card h1 { color: #999; }\n.card, .value{font-size: 38px}', 'html-card-1')).toBe(
      '.html-card-1 .card h1 { color: #999; }\n.html-card-1 .card, .html-card-1 .value {font-size: 38px}',
    );
  });

  it('scopes rules inside media queries and keeps keyframes as written', () => {
    const css = '@media (max-width: 600px) { .card { padding: 0; } }\n@keyframes blink { from { opacity: 0; } }';
    const scoped = scopeCss(css, 's');
    expect(scoped).toContain('@media (max-width: 600px) {\n.s .card { padding: 0; }');
    expect(scoped).toContain('@keyframes blink { from { opacity: 0; } }');
  });

  it('drops imports and comments', () => {
    expect(scopeCss('@import url("https://evil.example/x.css");\n/* note */ p { margin: 0 }', 's')).toBe(
      '.s p { margin: 0 }',
    );
  });
});

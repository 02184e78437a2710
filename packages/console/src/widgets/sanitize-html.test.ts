// @vitest-environment jsdom
// The sanitiser supports real browsers and jsdom, not happy-dom, whose DOM it cannot walk safely.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitising user HTML', () => {
  it('keeps markup, ids, classes and inline styles', () => {
    expect(sanitizeHtml('<div id="a" class="card" style="color: red"><b>25</b></div>')).toBe(
      '<div id="a" class="card" style="color: red"><b>25</b></div>',
    );
  });

  it('drops scripts, event handlers and javascript links', () => {
    const clean = sanitizeHtml(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a>',
    );
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('script');
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('>go</a>');
  });
});

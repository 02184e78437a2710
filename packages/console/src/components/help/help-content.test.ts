import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/render';
import { forgetHelpBase, loadHelp } from './help-content';

beforeEach(() => forgetHelpBase());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadHelp', () => {
  it("reads the language's own help first", async () => {
    fakeServer([
      { url: /helpBaseUrl$/, body: '/assets' },
      { url: /\/assets\/help\/de_DE\/x\.md$/, body: 'Hilfe' },
      { url: /\/assets\/help\/en_US\/x\.md$/, body: 'Help' },
    ]);
    expect(await loadHelp('x', 'de_DE')).toBe('Hilfe');
  });

  it('falls back to English, then to none', async () => {
    fakeServer([
      { url: /helpBaseUrl$/, body: '/assets' },
      { url: /\/assets\/help\/en_US\/x\.md$/, body: 'Help' },
    ]);
    expect(await loadHelp('x', 'de_DE')).toBe('Help');
    expect(await loadHelp('y', 'de_DE')).toBeNull();
  });

  it('uses the default base when the server does not answer one', async () => {
    const server = fakeServer([{ url: /\/assets\/help\/en_US\/x\.md$/, body: 'Help' }]);
    expect(await loadHelp('x', 'en_US')).toBe('Help');
    expect(server.requests.at(-1)?.url).toBe('/assets/help/en_US/x.md');
  });
});

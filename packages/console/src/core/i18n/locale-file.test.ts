import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLocale, startLanguage } from './locale-file';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('fetchLocale', () => {
  it('asks the server once per language, so the boot request is the one i18next reads', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ login: { login: 'Anmelden' } })));
    vi.stubGlobal('fetch', fetchMock);
    const early = fetchLocale('de_DE');
    const read = fetchLocale('de_DE');
    expect(await read).toEqual({ login: { login: 'Anmelden' } });
    expect(read).toBe(early);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/locale/locale.constant-de_DE.json');
  });

  it('asks again after a failed request', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ action: { back: 'Zpět' } })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchLocale('cs_CZ')).rejects.toThrow('locale cs_CZ: 503');
    expect(await fetchLocale('cs_CZ')).toEqual({ action: { back: 'Zpět' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('startLanguage', () => {
  it('is the language the user chose on this browser before the browser language', () => {
    localStorage.setItem('TB-userLang', 'ja_JP');
    expect(startLanguage()).toBe('ja_JP');
  });
});

import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages';

describe('interface language', () => {
  it('comes from the user profile first', () => {
    expect(resolveLanguage('de_DE', ['fr-FR'])).toBe('de_DE');
  });

  it('comes from the browser when the profile has none', () => {
    expect(resolveLanguage(undefined, ['zh-TW', 'en'])).toBe('zh_TW');
    expect(resolveLanguage(null, ['pt'])).toBe('pt_BR');
  });

  it('falls back to en_US', () => {
    expect(resolveLanguage('xx_XX', ['nl-NL'])).toBe('en_US');
  });
});

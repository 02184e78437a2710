import { beforeEach, describe, expect, it } from 'vitest';
import { readColorSchemeChoice, resolveColorScheme, writeColorSchemeChoice } from './color-scheme';

describe('the colour scheme choice', () => {
  beforeEach(() => localStorage.clear());

  it('is system when nothing is stored', () => {
    expect(readColorSchemeChoice()).toBe('system');
  });

  it('reads back what was stored, under the console prefix', () => {
    writeColorSchemeChoice('dark');
    expect(localStorage.getItem('TB-color-scheme')).toBe('dark');
    expect(readColorSchemeChoice()).toBe('dark');
    writeColorSchemeChoice('light');
    expect(readColorSchemeChoice()).toBe('light');
  });

  it('removes the stored value when system is chosen again', () => {
    writeColorSchemeChoice('dark');
    writeColorSchemeChoice('system');
    expect(localStorage.getItem('TB-color-scheme')).toBeNull();
    expect(readColorSchemeChoice()).toBe('system');
  });

  it('treats an unknown stored value as system', () => {
    localStorage.setItem('TB-color-scheme', 'sepia');
    expect(readColorSchemeChoice()).toBe('system');
  });
});

describe('resolving the choice', () => {
  it('follows the system preference for system', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
  });

  it('keeps an explicit choice whatever the system prefers', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});

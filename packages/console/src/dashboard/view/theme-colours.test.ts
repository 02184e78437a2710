import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { gridBackgroundColour, gridTextColour, widgetColours } from './theme-colours';

const dark = createTheme({ palette: { mode: 'dark' } }).palette;
const light = createTheme({ palette: { mode: 'light' } }).palette;

describe('widget colours', () => {
  it.each([
    ['#fff', 'rgba(0, 0, 0, 0.87)'],
    ['#FFFFFF', 'rgba(0,0,0,0.870588)'],
    ['rgb(255, 255, 255)', 'rgba(0,0,0,0.87)'],
    [undefined, undefined],
  ])('turn the platform defaults %s / %s into the theme colours', (backgroundColor, color) => {
    expect(widgetColours({ backgroundColor, color }, dark)).toEqual({
      background: dark.background.paper,
      color: dark.text.primary,
    });
  });

  it('are the platform defaults themselves in the light scheme', () => {
    expect(widgetColours({ backgroundColor: '#fff', color: 'rgba(0, 0, 0, 0.87)' }, light)).toEqual({
      background: '#fff',
      color: 'rgba(0, 0, 0, 0.87)',
    });
  });

  it('keep the colours the dashboard author chose', () => {
    expect(widgetColours({ backgroundColor: '#ffe082', color: '#1a237e' }, dark)).toEqual({
      background: '#ffe082',
      color: '#1a237e',
    });
  });

  it('theme only the colour left at its default', () => {
    expect(widgetColours({ backgroundColor: '#263238', color: 'rgba(0, 0, 0, 0.87)' }, dark)).toEqual({
      background: '#263238',
      color: dark.text.primary,
    });
  });
});

describe('the dashboard grid background', () => {
  it('follows the theme for the default grey or none', () => {
    expect(gridBackgroundColour('#eeeeee', dark)).toBe(dark.background.default);
    expect(gridBackgroundColour(undefined, dark)).toBe(dark.background.default);
  });

  it('keeps a colour the dashboard chose', () => {
    expect(gridBackgroundColour('#e6e7e8', dark)).toBe('#e6e7e8');
  });
});

describe('the dashboard grid text colour', () => {
  it('follows the theme for the default black and keeps a chosen colour', () => {
    expect(gridTextColour('rgba(0,0,0,0.870588)', dark)).toBe(dark.text.primary);
    expect(gridTextColour('#004d40', dark)).toBe('#004d40');
  });
});

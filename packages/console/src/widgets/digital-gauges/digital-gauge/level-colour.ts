import type { DigitalGaugeSettings, FixedLevelColor } from './settings';

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb | null {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

const bound = (value: FixedLevelColor['from']): number | null => {
  const number = typeof value === 'object' && value !== null ? value.value : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** Where a value sits between the minimum and the maximum, from 0 to 1. */
export function gaugeFraction(value: number, min: number, max: number): number {
  if (!(max > min)) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/**
 * The bar's colour for a value, as the platform's gauge picks it: the fixed level colour whose range holds the
 * value, or the level colours spread evenly over the range and blended between neighbours, or one colour.
 */
export function levelColour(value: number, settings: DigitalGaugeSettings, fallback: string): string {
  if (settings.useFixedLevelColor) {
    const level = settings.fixedLevelColors.find((candidate) => {
      const from = bound(candidate.from);
      const to = bound(candidate.to);
      return (from === null || value >= from) && (to === null || value <= to);
    });
    return level?.color ?? settings.defaultColor ?? fallback;
  }
  const colours = settings.levelColors.filter((colour) => typeof colour === 'string' && colour !== '');
  if (colours.length === 0) return settings.defaultColor ?? fallback;
  if (colours.length === 1) return colours[0];
  const position = gaugeFraction(value, settings.minValue, settings.maxValue) * (colours.length - 1);
  const index = Math.min(colours.length - 2, Math.floor(position));
  const low = parseHex(colours[index]);
  const high = parseHex(colours[index + 1]);
  if (!low || !high) return colours[Math.round(position)];
  const share = position - index;
  return toHex(low.map((part, at) => part + (high[at] - part) * share) as Rgb);
}

import { describe, expect, it } from 'vitest';
import { findTimezone, matchTimezones, timezoneNames, timezoneOffset } from './timezones';

describe('timezone picker', () => {
  it('lists the IANA names the browser knows', () => {
    const names = timezoneNames();
    expect(names).toContain('Europe/Berlin');
    expect(names).toContain('America/New_York');
    expect(names).toContain('UTC');
  });

  it('matches typed text ignoring case', () => {
    const names = ['Europe/Berlin', 'Europe/Paris', 'America/Los_Angeles'];
    expect(matchTimezones(names, 'EUROPE')).toEqual(['Europe/Berlin', 'Europe/Paris']);
    expect(matchTimezones(names, 'los_')).toEqual(['America/Los_Angeles']);
    expect(matchTimezones(names, '  ')).toEqual(names);
    expect(matchTimezones(names, 'Atlantis')).toEqual([]);
  });

  it('finds an exact name whatever its case', () => {
    expect(findTimezone(['Europe/Berlin'], 'europe/berlin')).toBe('Europe/Berlin');
    expect(findTimezone(['Europe/Berlin'], 'Europe/Ber')).toBeNull();
  });

  it('shows the offset of a zone at a moment', () => {
    expect(timezoneOffset('Asia/Tokyo', Date.UTC(2024, 0, 1))).toBe('+09:00');
    expect(timezoneOffset('UTC', Date.UTC(2024, 0, 1))).toBe('+00:00');
    expect(timezoneOffset('Europe/Berlin', Date.UTC(2024, 6, 1))).toBe('+02:00');
  });
});

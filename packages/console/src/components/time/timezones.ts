/** The IANA timezone names the browser knows (the timezone list loads with the picker). */
export function timezoneNames(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const names = supported ? supported('timeZone') : [];
  // Some engines leave UTC out of the list although every one accepts it.
  return names.includes('UTC') ? names : [...names, 'UTC'];
}

/** The browser's own timezone. */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The names containing the typed text, ignoring case. */
export function matchTimezones(names: readonly string[], text: string): string[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...names];
  return names.filter((name) => name.toLowerCase().includes(needle));
}

/** The known name equal to the typed text ignoring case, or null. */
export function findTimezone(names: readonly string[], text: string): string | null {
  const needle = text.trim().toLowerCase();
  return names.find((name) => name.toLowerCase() === needle) ?? null;
}

/** The offset of a timezone at a moment as +hh:mm, for the picker's option labels. */
export function timezoneOffset(name: string, at: number = Date.now()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' }).formatToParts(at);
    const offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    return offset === 'GMT' ? '+00:00' : offset.replace('GMT', '');
  } catch (error) {
    // An engine without the zone's data cannot name its offset; the option then shows the name alone.
    console.warn(`No offset known for ${name}`, error);
    return '';
  }
}

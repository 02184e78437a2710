/** Every key the console keeps in local storage carries this prefix, as the platform's own console does. */
export const STORAGE_PREFIX = 'TB-';

export function readSetting(key: string): string | null {
  return localStorage.getItem(STORAGE_PREFIX + key);
}

export function writeSetting(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(STORAGE_PREFIX + key);
  else localStorage.setItem(STORAGE_PREFIX + key, value);
}

export function readJsonSetting<T>(key: string): T | null {
  const text = readSetting(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    console.warn(`Ignoring unreadable setting ${STORAGE_PREFIX}${key}`, error);
    return null;
  }
}

export function writeJsonSetting(key: string, value: unknown): void {
  writeSetting(key, JSON.stringify(value));
}

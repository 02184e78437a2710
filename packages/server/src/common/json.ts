/** JSON columns are stored as text on both databases; these read and write them. */
export function toJsonText(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export function fromJsonText<T>(text: string | null | undefined): T | null {
  if (text === null || text === undefined || text === '') return null;
  return JSON.parse(text) as T;
}

export function toFlag(value: boolean | null | undefined): number {
  return value ? 1 : 0;
}

export function fromFlag(value: number | boolean | null | undefined): boolean {
  return value === 1 || value === true;
}

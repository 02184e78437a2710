/** Form inputs hold '' where the contract's JSON holds null; these convert between the two. */
export function nullsToEmpty<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]: T[K] extends null ? string : Exclude<T[K], null> | string } {
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, field ?? ''])) as never;
}

export function emptyToNull<T extends Record<string, unknown>>(value: T): { [K in keyof T]: T[K] | null } {
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, typeof field === 'string' && field.trim() === '' ? null : field]),
  ) as never;
}

export function descriptionOf(additionalInfo: Record<string, unknown> | null | undefined): string {
  const description = additionalInfo?.description;
  return typeof description === 'string' ? description : '';
}

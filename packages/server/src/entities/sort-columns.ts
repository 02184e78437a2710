/** A kind's sort columns qualified by its table (or alias), for lists that join other tables. */
export function qualifiedColumns(columns: Readonly<Record<string, string>>, table: string): Record<string, string> {
  return Object.fromEntries(Object.entries(columns).map(([property, column]) => [property, `${table}.${column}`]));
}

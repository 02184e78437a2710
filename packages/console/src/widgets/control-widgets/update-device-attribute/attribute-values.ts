/**
 * The attributes a click saves: the `entityParameters` JSON object, key by key. Undefined when the text is not the
 * JSON of an object, which the widget reports as an invalid value.
 */
export function attributeValues(entityParameters: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(entityParameters);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

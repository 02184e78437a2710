import { jsonText, parseJsonObject } from '../../../components/editors/json-object';

/** The saved title style as the dialog's text field shows it. */
export function titleStyleText(titleStyle: unknown): string {
  return jsonText(titleStyle);
}

/**
 * The title style to save from what was typed: an object, or none for empty text (the title then takes the
 * card's style); undefined when the text is not a JSON object, which the dialog refuses.
 */
export function parsedTitleStyle(text: string): { value: Record<string, unknown> | null } | undefined {
  const parsed = parseJsonObject(text, false);
  return parsed.valid ? { value: parsed.value } : undefined;
}

/** The config with the parsed title style, or without one for empty text. */
export function withTitleStyle(config: Record<string, unknown>, titleStyle: Record<string, unknown> | null) {
  const { titleStyle: _replaced, ...rest } = config;
  return titleStyle ? { ...rest, titleStyle } : rest;
}

/** The params of a request as the platform sends them: the typed text as JSON when it parses, else the text. */
export function rpcParams(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A failed request as the button prints it: `status: text` when the failure carries an HTTP status. */
export function rpcErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? `${status}: ${message}` : message;
}

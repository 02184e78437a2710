import { STATUS_CODES } from 'node:http';

/** Reason phrases whose constant name the platform spells otherwise than the phrase reads. */
const NAMES: Record<number, string> = {
  302: 'FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  418: 'I_AM_A_TEAPOT',
};

/** The standard reason phrase of a status code, '' for a code without one. */
export function statusReason(code: number): string {
  return STATUS_CODES[code] ?? '';
}

/**
 * The name of a status as the platform writes it under `status`: its reason phrase in capitals with underscores
 * (`OK`, `NOT_FOUND`, `INTERNAL_SERVER_ERROR`); a code without a phrase gives the code itself.
 */
export function statusName(code: number): string {
  const known = NAMES[code];
  if (known) return known;
  const reason = statusReason(code);
  if (!reason) return String(code);
  return reason
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

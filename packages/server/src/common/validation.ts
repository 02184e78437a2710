import { isUuid } from '@fleetdeck/model';
import { badRequest } from '../http/errors.js';

export const MAX_TEXT_LENGTH = 255;

/** Path and query ids are checked before anything else, with the Java UUID parser's wording. */
export function parseUuid(value: string): string {
  if (!isUuid(value)) throw badRequest(`Invalid UUID string: ${value}`);
  return value.toLowerCase();
}

// The platform rejects any text that a HTML sanitiser would change: tags, comments and script-like content.
const MARKUP = /<\s*[a-zA-Z!/?]|javascript:|on\w+\s*=/i;

/** Length and markup rules the platform applies to every text field of an entity. */
export function checkTextFields(entity: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    const value = entity[field];
    if (typeof value !== 'string') continue;
    if (value.length > MAX_TEXT_LENGTH) {
      throw badRequest(`Validation error: length of ${field} must be equal or less than ${MAX_TEXT_LENGTH}`);
    }
    if (MARKUP.test(value)) throw badRequest('Validation error: field value is malformed');
  }
}

const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

export function checkEmail(email: string | null | undefined): void {
  if (email && !isValidEmail(email)) throw badRequest(`Invalid email address format '${email}'!`);
}

/** The id of an entity-id object in a request body, or null when absent (create). */
export function bodyId(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') throw badRequest('Missing entityType or id!');
  const id = (value as { id?: unknown }).id;
  if (typeof id !== 'string') throw badRequest('Missing entityType or id!');
  return parseUuid(id);
}

export function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

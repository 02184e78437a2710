import { CONTACT_FIELDS, type ContactBased } from '@fleetdeck/model';
import { optionalText } from './validation.js';

/** Tenants and customers share the same contact fields, under the same names in the API and the tables. */
export function contactOf(source: Partial<Record<keyof ContactBased, unknown>>): ContactBased {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, optionalText(source[field])]),
  ) as unknown as ContactBased;
}

export const EMPTY_CONTACT: ContactBased = contactOf({});

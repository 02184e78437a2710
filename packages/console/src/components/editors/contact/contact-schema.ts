import type { ContactBased } from '@fleetdeck/model';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { isPostalCodeValid } from './postal-code-patterns';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[1-9]\d{1,14}$/;

const optionalText = (max: number, message: string) => z.string().max(max, message).nullable().optional();

/**
 * The contact fields of tenants and customers: city and state at most 255 characters, a valid email and an optional
 * international phone number; the zip is checked below (messages are message keys).
 */
export const contactShape = {
  country: z.string().nullable().optional(),
  city: optionalText(255, 'contact.city-max-length'),
  state: optionalText(255, 'contact.state-max-length'),
  zip: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  address2: z.string().nullable().optional(),
  phone: z
    .string()
    .nullable()
    .optional()
    .refine(
      (phone) => !phone || (PHONE.test(phone) && isValidPhoneNumber(phone)),
      'phone-input.phone-input-validation',
    ),
  email: z
    .string()
    .nullable()
    .optional()
    .refine((email) => !email || EMAIL.test(email), 'user.invalid-email-format'),
};

/** The postal code is checked against the chosen country's pattern. */
export function refineContact(value: { country?: string | null; zip?: string | null }, context: z.RefinementCtx): void {
  if (!isPostalCodeValid(value.country, value.zip)) {
    context.addIssue({ code: 'custom', path: ['zip'], message: 'contact.postal-code-invalid' });
  }
}

/** A form's initial contact values: inputs hold '' where the JSON holds null; no country stays null for the picker. */
export function contactDefaults(entity: Partial<ContactBased> | null | undefined) {
  return {
    city: entity?.city ?? '',
    state: entity?.state ?? '',
    zip: entity?.zip ?? '',
    address: entity?.address ?? '',
    address2: entity?.address2 ?? '',
    phone: entity?.phone ?? '',
    email: entity?.email ?? '',
    country: entity?.country ?? null,
  };
}

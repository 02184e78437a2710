import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactShape, refineContact } from './contact-schema';

const schema = z.object(contactShape).superRefine(refineContact);
const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('contact form', () => {
  it('accepts an empty contact', () => {
    expect(messages({})).toEqual([]);
  });

  it('checks the postal code against the country', () => {
    expect(messages({ country: 'Germany', zip: '123' })).toEqual(['contact.postal-code-invalid']);
    expect(messages({ country: 'Germany', zip: '12345' })).toEqual([]);
  });

  it('checks email and phone formats', () => {
    expect(messages({ email: 'not-an-email' })).toEqual(['user.invalid-email-format']);
    expect(messages({ phone: '+1' })).toEqual(['phone-input.phone-input-validation']);
    expect(messages({ phone: '+12015550123' })).toEqual([]);
  });

  it('limits city and state to 255 characters', () => {
    expect(messages({ city: 'x'.repeat(256), state: 'y'.repeat(256) })).toEqual([
      'contact.city-max-length',
      'contact.state-max-length',
    ]);
  });
});

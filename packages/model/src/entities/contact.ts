/** The contact fields shared by tenants and customers. */
export interface ContactBased {
  country: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  address2: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
}

export const CONTACT_FIELDS = ['country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'email'] as const;

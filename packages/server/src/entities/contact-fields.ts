/** The contact columns tenants and customers share, as entity query fields and sort properties. */
export const CONTACT_FIELDS: Readonly<Record<string, string>> = {
  email: 'email',
  country: 'country',
  state: 'state',
  city: 'city',
  address: 'address',
  address2: 'address2',
  zip: 'zip',
  phone: 'phone',
};

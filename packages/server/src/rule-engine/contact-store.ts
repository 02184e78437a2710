import type { Db } from '../storage/schema.js';

/** The contact details of a tenant or customer, as stored. */
export interface ContactDetails {
  title: string;
  country: string | null;
  state: string | null;
  city: string | null;
  zip: string | null;
  address: string | null;
  address2: string | null;
  phone: string | null;
  email: string | null;
  /** JSON text or null */
  additionalInfo: string | null;
}

const COLUMNS = [
  'title',
  'country',
  'state',
  'city',
  'zip',
  'address',
  'address2',
  'phone',
  'email',
  'additional_info',
] as const;

/** The contact details of the tenant or customer with this id, or null when there is none. */
export async function findContactDetails(
  db: Db,
  table: 'tenant' | 'customer',
  id: string,
): Promise<ContactDetails | null> {
  const row = await db.selectFrom(table).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const { additional_info: additionalInfo, ...contact } = row;
  return { ...contact, additionalInfo };
}

import { NULL_UUID } from '@fleetdeck/model';
import { bodyId } from '../common/validation.js';
import { badRequest } from '../http/errors.js';
import type { Db } from '../storage/schema.js';
import { findCustomer } from './store.js';

/**
 * A saved entity's `customerId` must name a customer of the saving tenant: the platform's validators refuse any
 * other with 400 and write nothing, rather than dropping the reference and saving the entity unassigned.
 * `kind` is the entity's word in those messages ("device", "asset").
 */
export async function checkCustomerReference(db: Db, tenantId: string, value: unknown, kind: string): Promise<void> {
  const customerId = bodyId(value);
  if (!customerId || customerId === NULL_UUID) return;
  const customer = await findCustomer(db, customerId);
  if (!customer) throw badRequest(`Can't assign ${kind} to non-existent customer!`);
  if (customer.tenant_id !== tenantId) throw badRequest(`Can't assign ${kind} to customer from different tenant!`);
}

import { EMPTY_CONTACT } from '../common/contact.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import type { RuleEngineContext } from '../context.js';
import { type CustomerRow, findCustomerByTitle, insertCustomer, toCustomer } from '../customers/store.js';
import type { CreatedEntityListener } from './created-entity.js';

/** The kinds the assign and unassign nodes move between customers. */
export const ASSIGNABLE_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE'];

/**
 * The tenant's customer of that title; with a listener, a new customer of that title is created when there is none,
 * and the listener is told of it. Null when there is none.
 */
export async function customerByTitle(
  app: RuleEngineContext,
  tenantId: string,
  title: string,
  created: CreatedEntityListener | null,
): Promise<CustomerRow | null> {
  const found = await findCustomerByTitle(app.db, tenantId, title);
  if (found || !created) return found ?? null;
  const id = newId();
  const row = {
    id,
    created_time: uuidTime(id),
    tenant_id: tenantId,
    is_public: 0,
    ...EMPTY_CONTACT,
    title,
    additional_info: toJsonText(null),
    external_id: null,
  } as CustomerRow;
  await insertCustomer(app.db, row);
  app.bus.publish({ type: 'entitySaved', tenantId, entityId: { entityType: 'CUSTOMER', id }, created: true });
  created(toCustomer(row));
  return row;
}

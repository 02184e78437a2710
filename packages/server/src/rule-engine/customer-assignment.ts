import { EMPTY_CONTACT } from '../common/contact.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import type { RuleEngineContext } from '../context.js';
import { type CustomerRow, findCustomerByTitle, insertCustomer } from '../customers/store.js';

/** The kinds the assign and unassign nodes move between customers. */
export const ASSIGNABLE_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE'];

/**
 * The tenant's customer of that title; when asked, a new customer of that title is created for it. Null when there
 * is none.
 */
export async function customerByTitle(
  app: RuleEngineContext,
  tenantId: string,
  title: string,
  create: boolean,
): Promise<CustomerRow | null> {
  const found = await findCustomerByTitle(app.db, tenantId, title);
  if (found || !create) return found ?? null;
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
  return row;
}

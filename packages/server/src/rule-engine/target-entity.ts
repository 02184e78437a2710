import { type EntityId, NULL_UUID } from '@fleetdeck/model';
import { type AssetRow, insertAsset, toAsset } from '../assets/store.js';
import type { SecurityUser } from '../auth/security-user.js';
import { newId, uuidTime } from '../common/uuid.js';
import type { RuleEngineContext } from '../context.js';
import { storeDevice } from '../devices/service.js';
import type { CreatedEntityListener } from './created-entity.js';
import { customerByTitle } from './customer-assignment.js';
import { findEntityIdByName } from './entity-store.js';

/** The tenant administrator a node acts as when it creates entities, so they follow the services' rules. */
function ruleEngineActor(tenantId: string): SecurityUser {
  return {
    userId: NULL_UUID,
    email: '',
    authority: 'TENANT_ADMIN',
    tenantId,
    customerId: NULL_UUID,
    firstName: null,
    lastName: null,
    enabled: true,
    isPublic: false,
  };
}

/**
 * The tenant's entity of the type and name a relation node names; when asked, a device, asset or customer that does
 * not exist yet is created (devices and assets with the given type) and the listener told of it. Null when there is
 * none.
 */
export async function targetEntity(
  app: RuleEngineContext,
  tenantId: string,
  entityType: string,
  name: string,
  create: { type: string; created: CreatedEntityListener } | null,
): Promise<EntityId | null> {
  const found = await findEntityIdByName(app.db, tenantId, entityType, name);
  if (found || !create || !name) return found;
  if (entityType === 'CUSTOMER') {
    const customer = await customerByTitle(app, tenantId, name, create.created);
    return customer ? { entityType: 'CUSTOMER', id: customer.id } : null;
  }
  if (entityType === 'DEVICE') {
    const { device } = await storeDevice(
      app,
      ruleEngineActor(tenantId),
      { name, type: create.type || 'default' },
      undefined,
    );
    app.bus.publish({ type: 'entitySaved', tenantId, entityId: device.id, created: true });
    create.created(device);
    return device.id;
  }
  if (entityType === 'ASSET' && create.type) {
    const id = newId();
    const row: AssetRow = {
      id,
      created_time: uuidTime(id),
      tenant_id: tenantId,
      customer_id: NULL_UUID,
      name,
      type: create.type,
      label: null,
      additional_info: null,
      external_id: null,
    };
    await insertAsset(app.db, row);
    const entityId = { entityType: 'ASSET' as const, id };
    app.bus.publish({ type: 'entitySaved', tenantId, entityId, created: true });
    create.created(toAsset(row));
    return entityId;
  }
  return null;
}

import type { Db } from '../schema.js';
import { createDeviceProfile } from './device-profiles.js';
import { createRuleChain } from './rule-chains.js';

/** What every new tenant starts with: the default device profile and the two root rule chains. */
export async function createTenantDefaults(db: Db, tenantId: string): Promise<void> {
  await createDeviceProfile(db, tenantId, { name: 'default', description: 'Default device profile', isDefault: true });
  await createRuleChain(db, tenantId, { name: 'Root Rule Chain', type: 'CORE', root: true });
  await createRuleChain(db, tenantId, { name: 'Edge Root Rule Chain', type: 'EDGE', root: true });
}

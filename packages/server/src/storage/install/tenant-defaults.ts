import type { Db } from '../schema.js';
import { createApiUsageState } from './api-usage-state.js';
import { createDeviceProfile } from './device-profiles.js';
import { createRuleChain } from './rule-chains.js';

/** What every new tenant starts with: the default device profile, the two root rule chains, its API usage state. */
export async function createTenantDefaults(db: Db, tenantId: string): Promise<void> {
  await createDeviceProfile(db, tenantId, { name: 'default', description: 'Default device profile', isDefault: true });
  await createRuleChain(db, tenantId, { name: 'Root Rule Chain', type: 'CORE', root: true });
  await createRuleChain(db, tenantId, { name: 'Edge Root Rule Chain', type: 'EDGE', root: true });
  await createApiUsageState(db, tenantId);
}

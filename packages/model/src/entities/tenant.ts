import type { TenantId, TenantProfileId } from '../ids.js';
import type { ContactBased } from './contact.js';

export interface Tenant extends ContactBased {
  id: TenantId;
  createdTime: number;
  additionalInfo: Record<string, unknown> | null;
  title: string;
  region: string | null;
  tenantProfileId: TenantProfileId;
  name: string;
}

export interface TenantInfo extends Tenant {
  tenantProfileName: string;
}

import type { CustomerId, TenantId } from '../ids.js';
import type { ContactBased } from './contact.js';

export interface Customer extends ContactBased {
  id: CustomerId;
  createdTime: number;
  additionalInfo: Record<string, unknown> | null;
  title: string;
  tenantId: TenantId;
  externalId: CustomerId | null;
  name: string;
}

export interface CustomerShortInfo {
  title: string;
  isPublic: boolean;
}

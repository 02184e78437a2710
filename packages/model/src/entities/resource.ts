import type { EntityId, TenantId } from '../ids.js';

/** What a resource of the library holds: a LwM2M object model, a key store, or a JavaScript module for widgets. */
export const RESOURCE_TYPES = ['LWM2M_MODEL', 'JKS', 'PKCS_12', 'JS_MODULE'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * The largest file the resources library takes, decoded. Resources travel as base64 inside a JSON body, which the
 * server reads up to 16 MiB; a larger file would be cut off before it could be refused with a readable answer.
 */
export const RESOURCE_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A resource as lists show it: without its file. A system resource has the null tenant id. */
export interface TbResourceInfo {
  id: EntityId<'TB_RESOURCE'>;
  createdTime: number;
  tenantId: TenantId;
  title: string;
  resourceType: ResourceType;
  /** the file name for key stores and modules: unique per tenant and type */
  resourceKey: string;
  searchText: string;
}

/** A resource with its file, base64-encoded. */
export interface TbResource extends TbResourceInfo {
  fileName: string;
  data: string;
}

/** What a new resource is saved from; an id saves over an existing one. */
export interface TbResourceDraft {
  id?: EntityId<'TB_RESOURCE'>;
  title: string;
  resourceType: ResourceType;
  fileName: string;
  data: string;
}

/** A readable resource of a LwM2M object model, as the device profile's observe settings list it. */
export interface LwM2mResourceObserve {
  id: number;
  name: string;
  observe: boolean;
  attribute: boolean;
  telemetry: boolean;
  keyName: string;
}

/** A LwM2M object model of the resources library, with one instance (0) of its readable resources. */
export interface LwM2mObject {
  id: number;
  keyId: string;
  name: string;
  multiple: boolean;
  mandatory: boolean;
  instances: { id: number; resources: LwM2mResourceObserve[] }[];
}

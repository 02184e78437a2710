import type {
  Asset,
  Customer,
  Device,
  DeviceProfile,
  EntityExportData,
  EntityId,
  EntityType,
  EntityView,
  VersionCreateConfig,
} from '@fleetdeck/model';
import { deleteAsset, readableAsset, saveAsset } from '../assets/service.js';
import { toAsset } from '../assets/store.js';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { deleteCustomer, readableCustomer, saveCustomer } from '../customers/service.js';
import { toCustomer } from '../customers/store.js';
import { deleteDashboard, getDashboard, saveDashboard } from '../dashboards/service.js';
import { deleteDeviceProfile, readableDeviceProfile, saveDeviceProfile } from '../device-profiles/service.js';
import { toDeviceProfile } from '../device-profiles/store.js';
import { formatCredentials } from '../devices/credentials.js';
import { deleteDevice, readableDevice, saveDevice } from '../devices/service.js';
import { findDeviceCredentials, toDevice, toDeviceCredentials } from '../devices/store.js';
import { entityKind } from '../entities/registry.js';
import { deleteEntityView, readableEntityView, saveEntityView } from '../entity-views/service.js';
import { toEntityView } from '../entity-views/store.js';
import type { MetadataInput } from '../rule-chains/metadata.js';
import {
  deleteRuleChain,
  readableRuleChain,
  ruleChainMetadata,
  saveRuleChain,
  saveRuleChainMetadata,
} from '../rule-chains/service.js';
import { toRuleChain } from '../rule-chains/store.js';
import { findTenantEntity } from './entities-store.js';
import { exportedReference, requiredTenantEntity, tenantEntityOf } from './entity-references.js';

/** An entity as the repository holds it: the kind's JSON, its `id` being the external id. */
export type ExportedEntity = Record<string, unknown> & { id: EntityId; name?: string; title?: string };

/** How version control reads, saves and deletes one kind, always through the kind's own service and checks. */
export interface VersionedKind {
  entityType: EntityType;
  /** the entity as the kind's API answers it, read with the caller's rights */
  read(ctx: AppContext, user: SecurityUser, id: string): Promise<Record<string, unknown>>;
  /**
   * The kind's own part of its file, from the exported entity: references to other entities as their external ids,
   * a device's credentials, a rule chain's metadata.
   */
  exportData?(
    ctx: AppContext,
    user: SecurityUser,
    id: string,
    entity: ExportedEntity,
    config: VersionCreateConfig,
  ): Promise<Omit<EntityExportData, 'entityType'>>;
  /** saves the entity of a repository file, replacing the tenant's `existingId` if any; answers the saved id */
  save(ctx: AppContext, user: SecurityUser, data: LoadedFile, existingId: string | null): Promise<string>;
  delete(ctx: AppContext, user: SecurityUser, id: string): Promise<void>;
}

/** A repository file to load, with whether its device credentials are loaded too. */
export interface LoadedFile {
  data: EntityExportData;
  entity: ExportedEntity;
  loadCredentials: boolean;
}

/** The fields no repository file carries: they belong to the tenant the entity is in, not to the version. */
const TENANT_FIELDS = ['tenantId', 'customerId', 'createdTime', 'assignedCustomers', 'externalId'];

/** The entity as a repository file holds it: its id the external id when it has one, the tenant's fields dropped. */
export function toExported(entity: Record<string, unknown>): ExportedEntity {
  const own = entity.id as EntityId;
  const external = entity.externalId as EntityId | null | undefined;
  const exported: Record<string, unknown> = { ...entity, id: external ?? own };
  for (const field of TENANT_FIELDS) delete exported[field];
  return exported as ExportedEntity;
}

function ownId<T extends EntityType>(entityType: T, existingId: string | null): EntityId<T> | undefined {
  return existingId ? ({ entityType, id: existingId } as EntityId<T>) : undefined;
}

const DASHBOARD: VersionedKind = {
  entityType: 'DASHBOARD',
  read: async (ctx, user, id) => ({ ...(await getDashboard(ctx, user, id)) }),
  save: async (ctx, user, { entity }, existingId) => {
    const saved = await saveDashboard(ctx, user, {
      ...entity,
      id: existingId ? { id: existingId } : null,
      externalId: entity.id,
    });
    return saved.id.id;
  },
  delete: (ctx, user, id) => deleteDashboard(ctx, user, id),
};

const DEVICE_PROFILE: VersionedKind = {
  entityType: 'DEVICE_PROFILE',
  read: async (ctx, user, id) => ({ ...toDeviceProfile(await readableDeviceProfile(ctx, user, id)) }),
  save: async (ctx, user, { entity }, existingId) => {
    // Which profile is the tenant's default is the tenant's choice: a load keeps it and never moves it.
    const current = existingId ? toDeviceProfile(await readableDeviceProfile(ctx, user, existingId)) : null;
    const saved = await saveDeviceProfile(ctx, user, {
      ...(entity as Partial<DeviceProfile>),
      id: ownId('DEVICE_PROFILE', existingId),
      default: current?.default ?? false,
      externalId: entity.id as EntityId<'DEVICE_PROFILE'>,
    });
    return saved.id.id;
  },
  delete: (ctx, user, id) => deleteDeviceProfile(ctx, user, id),
};

const ASSET: VersionedKind = {
  entityType: 'ASSET',
  read: async (ctx, user, id) => ({ ...toAsset(await readableAsset(ctx, user, id)) }),
  save: async (ctx, user, { entity }, existingId) => {
    const saved = await saveAsset(ctx, user, {
      ...(entity as Partial<Asset>),
      id: ownId('ASSET', existingId),
      externalId: entity.id as EntityId<'ASSET'>,
    });
    return saved.id.id;
  },
  delete: (ctx, user, id) => deleteAsset(ctx, user, id),
};

const CUSTOMER: VersionedKind = {
  entityType: 'CUSTOMER',
  read: async (ctx, user, id) => ({ ...toCustomer(await readableCustomer(ctx, user, id)) }),
  save: async (ctx, user, { entity }, existingId) => {
    const saved = await saveCustomer(ctx, user, {
      ...(entity as Partial<Customer>),
      id: ownId('CUSTOMER', existingId),
      externalId: entity.id as EntityId<'CUSTOMER'>,
    });
    return saved.id.id;
  },
  delete: (ctx, user, id) => deleteCustomer(ctx, user, id),
};

/** A device's file: its profile as an external id, its credentials (without their own ids) when asked. */
const DEVICE: VersionedKind = {
  entityType: 'DEVICE',
  read: async (ctx, user, id) => ({ ...toDevice(await readableDevice(ctx, user, id)) }),
  exportData: async (ctx, _user, id, entity, config) => {
    const own = entity as ExportedEntity & Partial<Device>;
    const profile = own.deviceProfileId ? await exportedReference(ctx, own.deviceProfileId) : null;
    const exported = { entity: { ...entity, deviceProfileId: profile } };
    if (!config.saveCredentials) return exported;
    const row = await findDeviceCredentials(ctx.db, id);
    if (!row) return exported;
    const { id: _id, deviceId: _device, createdTime: _created, ...credentials } = toDeviceCredentials(row);
    return { ...exported, credentials: credentials as EntityExportData['credentials'] };
  },
  save: async (ctx, user, { data, entity, loadCredentials }, existingId) => {
    const device = entity as ExportedEntity & Partial<Device>;
    const profile = device.deviceProfileId
      ? await requiredTenantEntity(ctx, user.tenantId, device.deviceProfileId)
      : undefined;
    const credentials = loadCredentials && data.credentials ? formatCredentials(data.credentials) : undefined;
    const saved = await saveDevice(
      ctx,
      user,
      {
        ...device,
        id: ownId('DEVICE', existingId),
        deviceProfileId: profile as EntityId<'DEVICE_PROFILE'> | undefined,
        externalId: entity.id as EntityId<'DEVICE'>,
      },
      undefined,
      credentials,
    );
    return saved.id.id;
  },
  delete: (ctx, user, id) => deleteDevice(ctx, user, id),
};

/** An entity view's file: the device or asset it shows as an external id. */
const ENTITY_VIEW: VersionedKind = {
  entityType: 'ENTITY_VIEW',
  read: async (ctx, user, id) => ({ ...toEntityView(await readableEntityView(ctx, user, id)) }),
  exportData: async (ctx, _user, _id, entity) => {
    const target = (entity as ExportedEntity & Partial<EntityView>).entityId;
    return { entity: { ...entity, entityId: target ? await exportedReference(ctx, target) : null } };
  },
  save: async (ctx, user, { entity }, existingId) => {
    const target = (entity as ExportedEntity & Partial<EntityView>).entityId;
    const saved = await saveEntityView(ctx, user, {
      ...(entity as Partial<EntityView>),
      id: ownId('ENTITY_VIEW', existingId),
      entityId: target
        ? ((await requiredTenantEntity(ctx, user.tenantId, target)) as EntityId<'DEVICE' | 'ASSET'>)
        : undefined,
      externalId: entity.id as EntityId<'ENTITY_VIEW'>,
    });
    return saved.id.id;
  },
  delete: (ctx, user, id) => deleteEntityView(ctx, user, id),
};

/** A rule chain's file holds its metadata, as the platform's RuleChainExportData does. */
const RULE_CHAIN: VersionedKind = {
  entityType: 'RULE_CHAIN',
  read: async (ctx, user, id) => ({ ...toRuleChain(await readableRuleChain(ctx, user, id)) }),
  exportData: async (ctx, user, id, entity) => {
    const metaData = await ruleChainMetadata(ctx, user, id);
    return { entity, metaData: { ...metaData, ruleChainId: entity.id as EntityId<'RULE_CHAIN'> } };
  },
  save: async (ctx, user, { data, entity }, existingId) => {
    // Which chain is the tenant's root is the tenant's choice: a load keeps it and never moves it.
    const current = existingId ? await readableRuleChain(ctx, user, existingId) : null;
    const saved = await saveRuleChain(ctx, user, {
      ...entity,
      id: existingId ? { entityType: 'RULE_CHAIN', id: existingId } : undefined,
      root: current?.root === 1,
      externalId: entity.id,
    });
    if (data.metaData) {
      const metadata = { ...data.metaData, ruleChainId: saved.id } as unknown as MetadataInput;
      await saveRuleChainMetadata(ctx, user, metadata, false);
    }
    return saved.id.id;
  },
  delete: (ctx, user, id) => deleteRuleChain(ctx, user, id),
};

const KINDS = new Map<string, VersionedKind>(
  [CUSTOMER, ASSET, DEVICE, ENTITY_VIEW, DASHBOARD, DEVICE_PROFILE, RULE_CHAIN].map((kind) => [kind.entityType, kind]),
);

/** The kind's version control, or undefined for the types not versioned yet. */
export function versionedKind(entityType: string): VersionedKind | undefined {
  return KINDS.get(entityType);
}

export const SUPPORTED_TYPES: readonly EntityType[] = [...KINDS.keys()] as EntityType[];

/** The platform's file of an entity: `<entity type, lower case>/<id>.json`. */
export function entityPath(entityType: EntityType, id: string): string {
  return `${entityType.toLowerCase()}/${id}.json`;
}

export function typeFolder(entityType: EntityType): string {
  return entityType.toLowerCase();
}

/**
 * The tenant's entity a repository file stands for: the one loaded from it before (same external id), the one it
 * was saved from (same id), or, when asked, one of the same name; null when the load creates a new one.
 */
export async function findExisting(
  ctx: AppContext,
  tenantId: string,
  exported: ExportedEntity,
  byName: boolean,
): Promise<string | null> {
  const found = await tenantEntityOf(ctx, tenantId, exported.id);
  const kind = entityKind(exported.id.entityType);
  if (found || !byName || !kind?.tenantColumn) return found;
  const name = exported[kind.nameColumn === 'title' ? 'title' : 'name'];
  return typeof name === 'string' ? findTenantEntity(ctx.db, kind, tenantId, kind.nameColumn, name) : null;
}

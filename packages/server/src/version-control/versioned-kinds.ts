import type { EntityId, EntityType } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { deleteDashboard, getDashboard, saveDashboard } from '../dashboards/service.js';
import { deleteDeviceProfile, readableDeviceProfile, saveDeviceProfile } from '../device-profiles/service.js';
import { toDeviceProfile } from '../device-profiles/store.js';
import { entityKind } from '../entities/registry.js';
import { findTenantEntity } from './entities-store.js';

/** An entity as the repository holds it: the kind's JSON, its `id` being the external id. */
export type ExportedEntity = Record<string, unknown> & { id: EntityId; name?: string; title?: string };

/** How version control reads, saves and deletes one kind, always through the kind's own service and checks. */
export interface VersionedKind {
  entityType: EntityType;
  /** the entity as the kind's API answers it, read with the caller's rights */
  read(ctx: AppContext, user: SecurityUser, id: string): Promise<Record<string, unknown>>;
  /** saves the entity from a repository file; `existingId` is the tenant's entity it replaces, if any */
  save(ctx: AppContext, user: SecurityUser, entity: ExportedEntity, existingId: string | null): Promise<void>;
  delete(ctx: AppContext, user: SecurityUser, id: string): Promise<void>;
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

const DASHBOARD: VersionedKind = {
  entityType: 'DASHBOARD',
  read: async (ctx, user, id) => ({ ...(await getDashboard(ctx, user, id)) }),
  save: async (ctx, user, entity, existingId) => {
    await saveDashboard(ctx, user, { ...entity, id: existingId ? { id: existingId } : null, externalId: entity.id });
  },
  delete: (ctx, user, id) => deleteDashboard(ctx, user, id),
};

const DEVICE_PROFILE: VersionedKind = {
  entityType: 'DEVICE_PROFILE',
  read: async (ctx, user, id) => ({ ...toDeviceProfile(await readableDeviceProfile(ctx, user, id)) }),
  save: async (ctx, user, entity, existingId) => {
    // Which profile is the tenant's default is the tenant's choice: a load keeps it and never moves it.
    const current = existingId ? toDeviceProfile(await readableDeviceProfile(ctx, user, existingId)) : null;
    await saveDeviceProfile(ctx, user, {
      ...entity,
      id: existingId ? { entityType: 'DEVICE_PROFILE', id: existingId } : undefined,
      default: current?.default ?? false,
      externalId: entity.id as EntityId<'DEVICE_PROFILE'>,
    });
  },
  delete: (ctx, user, id) => deleteDeviceProfile(ctx, user, id),
};

const KINDS = new Map<string, VersionedKind>([DASHBOARD, DEVICE_PROFILE].map((kind) => [kind.entityType, kind]));

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
  const kind = entityKind(exported.id.entityType);
  if (!kind?.tenantColumn) return null;
  const found =
    (await findTenantEntity(ctx.db, kind, tenantId, 'external_id', exported.id.id)) ??
    (await findTenantEntity(ctx.db, kind, tenantId, 'id', exported.id.id));
  if (found || !byName) return found;
  const name = exported[kind.nameColumn === 'title' ? 'title' : 'name'];
  return typeof name === 'string' ? findTenantEntity(ctx.db, kind, tenantId, kind.nameColumn, name) : null;
}

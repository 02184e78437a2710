import type { EntityId, EntityType, PageData, PageLink } from '@fleetdeck/model';
import { api } from '../../core/http/api';
import { useAuthStore } from '../../core/session/auth-store';

/** What a picker shows of an entity: its id, name, and subtype or label where the kind has them. */
export interface EntityOption {
  id: EntityId;
  name: string;
  type?: string | null;
  label?: string | null;
}

export interface FindOptions {
  /** asset, device, edge or entity view type to narrow to */
  subtype?: string | null;
  limit: number;
}

/** How pickers find entities of one kind: by name filter, and one by id. */
export interface EntityLookup {
  findByName(text: string, options: FindOptions): Promise<EntityOption[]>;
  get(id: string): Promise<EntityOption>;
}

type Named = {
  id: EntityId;
  name?: string | null;
  title?: string | null;
  email?: string | null;
  type?: string | null;
  label?: string | null;
};

export function toOption(entity: Named): EntityOption {
  return {
    id: { entityType: entity.id.entityType, id: entity.id.id },
    name: entity.name ?? entity.title ?? entity.email ?? '',
    type: entity.type ?? null,
    label: entity.label ?? null,
  };
}

export function searchLink(text: string, limit: number, sortProperty = 'name'): PageLink {
  return { pageSize: limit, page: 0, textSearch: text, sortOrder: { property: sortProperty, direction: 'ASC' } };
}

function currentUser() {
  return useAuthStore.getState().authUser;
}

/** The customer whose lists a customer user sees; null for other authorities. */
export function scopedCustomerId(): string | null {
  const user = currentUser();
  return user?.authority === 'CUSTOMER_USER' ? user.customerId : null;
}

const options = async <T extends Named>(page: Promise<PageData<T>>) => (await page).data.map(toOption);

const lookups = new Map<EntityType, EntityLookup>();

/** Entity pages register the lookup of their kind; the defaults below cover the kinds whose client calls exist. */
export function registerEntityLookup(entityType: EntityType, lookup: EntityLookup): void {
  lookups.set(entityType, lookup);
}

registerEntityLookup('DEVICE', {
  findByName: (text, { subtype, limit }) => {
    const customerId = scopedCustomerId();
    const link = searchLink(text, limit);
    const filter = subtype ? { type: subtype } : {};
    return options(
      customerId ? api.devices.customerDevices(customerId, link, filter) : api.devices.tenantDevices(link, filter),
    );
  },
  get: async (id) => toOption(await api.devices.get(id)),
});

registerEntityLookup('ASSET', {
  findByName: (text, { subtype, limit }) => {
    const customerId = scopedCustomerId();
    const link = searchLink(text, limit);
    const filter = subtype ? { type: subtype } : {};
    return options(
      customerId ? api.assets.customerAssets(customerId, link, filter) : api.assets.tenantAssets(link, filter),
    );
  },
  get: async (id) => toOption(await api.assets.get(id)),
});

registerEntityLookup('ENTITY_VIEW', {
  findByName: (text, { subtype, limit }) => {
    const customerId = scopedCustomerId();
    const link = searchLink(text, limit);
    const filter = subtype ? { type: subtype } : {};
    return options(
      customerId
        ? api.entityViews.customerEntityViews(customerId, link, filter)
        : api.entityViews.tenantEntityViews(link, filter),
    );
  },
  get: async (id) => toOption(await api.entityViews.get(id)),
});

registerEntityLookup('EDGE', {
  findByName: (text, { subtype, limit }) => {
    const customerId = scopedCustomerId();
    const link = searchLink(text, limit);
    const filter = subtype ? { type: subtype } : {};
    return options(
      customerId ? api.edges.customerEdges(customerId, link, filter) : api.edges.tenantEdges(link, filter),
    );
  },
  get: async (id) => toOption(await api.edges.get(id)),
});

/**
 * Device profiles: the profile infos, which customer users may read too. The option's type is the
 * profile's transport type, which the device form needs for the credentials it offers.
 */
registerEntityLookup('DEVICE_PROFILE', {
  findByName: async (text, { limit }) =>
    (await api.deviceProfiles.infos(searchLink(text, limit))).data.map((info) => ({
      id: info.id,
      name: info.name,
      type: info.transportType,
    })),
  get: async (id) => {
    const info = await api.deviceProfiles.info(id);
    return { id: info.id, name: info.name, type: info.transportType };
  },
});

registerEntityLookup('CUSTOMER', {
  findByName: async (text, { limit }) => {
    const customerId = scopedCustomerId();
    if (customerId) {
      // A customer user sees only its own customer.
      const own = toOption(await api.customers.get(customerId));
      return own.name.toLowerCase().includes(text.toLowerCase()) ? [own] : [];
    }
    return options(api.customers.list(searchLink(text, limit, 'title')));
  },
  get: async (id) => toOption(await api.customers.get(id)),
});

registerEntityLookup('DASHBOARD', {
  findByName: (text, { limit }) => {
    const customerId = scopedCustomerId();
    const link = searchLink(text, limit, 'title');
    return options(
      customerId ? api.dashboards.customerDashboards(customerId, link) : api.dashboards.tenantDashboards(link),
    );
  },
  get: async (id) => toOption(await api.dashboards.info(id)),
});

registerEntityLookup('USER', {
  findByName: (text, { limit }) => options(api.users.list(searchLink(text, limit, 'email'))),
  get: async (id) => toOption(await api.users.get(id)),
});

registerEntityLookup('TENANT', {
  findByName: async (text, { limit }) => {
    const user = currentUser();
    if (user?.authority === 'SYS_ADMIN') return options(api.tenants.list(searchLink(text, limit, 'title')));
    if (!user?.tenantId) return [];
    const own = toOption(await api.tenants.get(user.tenantId));
    return own.name.toLowerCase().includes(text.toLowerCase()) ? [own] : [];
  },
  get: async (id) => toOption(await api.tenants.get(id)),
});

/** Entities of a kind whose name contains the text; pickers call it through useSearchAsYouType, which keeps it silent. */
export function findEntitiesByName(
  entityType: EntityType,
  text: string,
  findOptions: FindOptions,
): Promise<EntityOption[]> {
  const lookup = lookups.get(entityType);
  return lookup ? lookup.findByName(text, findOptions) : Promise.resolve([]);
}

/** One entity by id, or null when it cannot be read (the picker then resets to empty). */
export async function loadEntity(entityId: EntityId): Promise<EntityOption | null> {
  const lookup = lookups.get(entityId.entityType);
  if (!lookup) return null;
  try {
    return await api.http.silently(() => lookup.get(entityId.id));
  } catch (error) {
    console.warn(`Entity ${entityId.entityType} ${entityId.id} could not be read`, error);
    return null;
  }
}

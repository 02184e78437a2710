import { type CustomerId, type EntityData, type EntityDataQuery, NULL_UUID, type PageData } from '@fleetdeck/model';

/** The title the platform gives every tenant's public customer; titles are unique per tenant, so no other has it. */
const PUBLIC_CUSTOMER_TITLE = 'Public';

interface Owned {
  customerId: CustomerId;
}

export interface CustomerOwnership {
  customerTitle: string | null;
  customerIsPublic: boolean;
}

/** The entity data query reading the titles of these customers (one call per page). */
export function customerTitlesQuery(customerIds: readonly string[]): EntityDataQuery {
  return {
    entityFilter: { type: 'entityList', entityType: 'CUSTOMER', entityList: [...customerIds] },
    pageLink: { pageSize: Math.max(customerIds.length, 1), page: 0 },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'title' }],
  };
}

const titleOf = (row: EntityData) => row.latest?.ENTITY_FIELD?.title?.value ?? null;

/**
 * An edge's lists answer the plain entities, without the customer's title that the tenant's lists carry. It is read
 * here by one entity data query per page, which a real 3.4.1 server answers as well.
 */
export async function withCustomerTitles<T extends Owned>(
  page: PageData<T>,
  find: (query: EntityDataQuery) => Promise<PageData<EntityData>>,
): Promise<PageData<T & CustomerOwnership>> {
  const ids = [...new Set(page.data.map((entity) => entity.customerId.id).filter((id) => id !== NULL_UUID))];
  const titles = new Map<string, string | null>();
  if (ids.length > 0) {
    for (const row of (await find(customerTitlesQuery(ids))).data) titles.set(row.entityId.id, titleOf(row));
  }
  return {
    ...page,
    data: page.data.map((entity) => {
      const customerTitle = titles.get(entity.customerId.id) ?? null;
      return { ...entity, customerTitle, customerIsPublic: customerTitle === PUBLIC_CUSTOMER_TITLE };
    }),
  };
}

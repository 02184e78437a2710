import type { PageData, PageLink } from '@fleetdeck/model';
import type { EntityRecord, EntityTableConfig } from '../../entities/entity-config';

/**
 * A tenant list turned into one edge's list: the rows the edge's own call answers. That call sorts by the entity's own
 * fields only, so the customer's title, read afterwards, cannot sort it.
 */
export function edgeList<T extends EntityRecord>(
  tenantList: EntityTableConfig<T>,
  edgeId: string,
  fetchPage: (edgeId: string, link: PageLink) => Promise<PageData<T>>,
): EntityTableConfig<T> {
  return {
    ...tenantList,
    columns: tenantList.columns.map(({ sortProperty, ...column }) =>
      column.key === 'customerTitle' || sortProperty === undefined ? column : { ...column, sortProperty },
    ),
    fetchPage: (link) => fetchPage(edgeId, link),
    queryScope: ['edge', edgeId],
  };
}

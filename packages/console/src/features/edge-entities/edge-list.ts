import type { PageData, PageLink } from '@fleetdeck/model';
import type { EntityRecord, EntityTableConfig } from '../../entities/entity-config';
import { withoutOwnerColumns } from '../ownership/ownership-columns';

/** A tenant list turned into one edge's list: the rows the edge's own call answers, without the owner columns. */
export function edgeList<T extends EntityRecord>(
  tenantList: EntityTableConfig<T>,
  edgeId: string,
  fetchPage: (edgeId: string, link: PageLink) => Promise<PageData<T>>,
): EntityTableConfig<T> {
  return {
    ...tenantList,
    columns: withoutOwnerColumns(tenantList.columns),
    fetchPage: (link) => fetchPage(edgeId, link),
    queryScope: ['edge', edgeId],
  };
}

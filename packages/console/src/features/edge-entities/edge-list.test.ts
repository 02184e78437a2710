import type { AssetInfo, PageLink } from '@fleetdeck/model';
import { describe, expect, it, vi } from 'vitest';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityTableConfig } from '../../entities/entity-config';
import { customerColumn, publicColumn } from '../ownership/ownership-columns';
import { edgeList } from './edge-list';

const LINK: PageLink = { pageSize: 10, page: 0 };
const EMPTY_PAGE = { data: [], totalPages: 0, totalElements: 0, hasNext: false };

const tenantList = {
  id: 'assets',
  columns: [
    createdTimeColumn<AssetInfo>(),
    textColumn<AssetInfo>('name', 'asset.name'),
    customerColumn<AssetInfo>(),
    publicColumn<AssetInfo>(),
  ],
  fetchPage: vi.fn(),
  queryScope: [null, null],
} as unknown as EntityTableConfig<AssetInfo>;

describe('an edge’s list made from the tenant’s', () => {
  it('reads the edge’s own call and keeps the owner columns, the customer one no longer sortable', async () => {
    const fetchEdgePage = vi.fn().mockResolvedValue(EMPTY_PAGE);
    const list = edgeList(tenantList, 'edge-1', fetchEdgePage);

    expect(list.columns.map((column) => [column.key, column.sortProperty])).toEqual([
      ['createdTime', 'createdTime'],
      ['name', 'name'],
      ['customerTitle', undefined],
      ['customerIsPublic', undefined],
    ]);
    await list.fetchPage(LINK);
    expect(fetchEdgePage).toHaveBeenCalledWith('edge-1', LINK);
    expect(tenantList.fetchPage).not.toHaveBeenCalled();
  });

  it('keeps each edge’s rows apart in the query cache', () => {
    const first = edgeList(tenantList, 'edge-1', vi.fn());
    const second = edgeList(tenantList, 'edge-2', vi.fn());
    expect(first.queryScope).not.toEqual(second.queryScope);
    expect(first.queryScope).not.toEqual(tenantList.queryScope);
  });
});

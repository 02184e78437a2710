import { NULL_UUID, type PageData } from '@fleetdeck/model';
import { describe, expect, it, vi } from 'vitest';
import { customerTitlesQuery, withCustomerTitles } from './customer-titles';

const customer = (id: string) => ({ entityType: 'CUSTOMER' as const, id });
const page = <T>(data: T[]): PageData<T> => ({ data, totalPages: 1, totalElements: data.length, hasNext: false });
const titleRow = (id: string, title: string) => ({
  entityId: customer(id),
  latest: { ENTITY_FIELD: { title: { ts: 0, value: title } } },
  timeseries: {},
});

describe('the customer titles of an edge’s rows', () => {
  it('reads each distinct customer once and marks the public customer', async () => {
    const find = vi.fn().mockResolvedValue(page([titleRow('c-1', 'Acme'), titleRow('c-p', 'Public')]));
    const rows = [
      { name: 'a', customerId: customer('c-1') },
      { name: 'b', customerId: customer('c-1') },
      { name: 'c', customerId: customer('c-p') },
      { name: 'd', customerId: customer(NULL_UUID) },
    ];

    const titled = await withCustomerTitles(page(rows), find);

    expect(find).toHaveBeenCalledExactlyOnceWith(customerTitlesQuery(['c-1', 'c-p']));
    expect(
      titled.data.map(({ name, customerTitle, customerIsPublic }) => [name, customerTitle, customerIsPublic]),
    ).toEqual([
      ['a', 'Acme', false],
      ['b', 'Acme', false],
      ['c', 'Public', true],
      ['d', null, false],
    ]);
  });

  it('asks nothing when no row has a customer', async () => {
    const find = vi.fn();
    const titled = await withCustomerTitles(page([{ name: 'a', customerId: customer(NULL_UUID) }]), find);
    expect(find).not.toHaveBeenCalled();
    expect(titled.data[0]).toMatchObject({ customerTitle: null, customerIsPublic: false });
  });
});

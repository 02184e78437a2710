import { describe, expect, it } from 'vitest';
import { readDetailsId, readListState } from './list-state';

const byCreated = { property: 'createdTime', direction: 'DESC' as const };

describe('entity list state', () => {
  it('starts on the first page with the default size and sort', () => {
    expect(readListState(new URLSearchParams(), {}, byCreated)).toEqual({
      page: 0,
      pageSize: 10,
      textSearch: '',
      sortOrder: byCreated,
    });
  });

  it('takes page size and sort remembered in local storage', () => {
    const remembered = { pageSize: 50, sortOrder: { property: 'title', direction: 'ASC' as const } };
    expect(readListState(new URLSearchParams(), remembered, byCreated)).toMatchObject(remembered);
  });

  it('prefers what the URL says', () => {
    const params = new URLSearchParams('page=2&pageSize=20&sortProperty=email&sortOrder=ASC&textSearch=acme');
    expect(readListState(params, { pageSize: 50 }, byCreated)).toEqual({
      page: 2,
      pageSize: 20,
      textSearch: 'acme',
      sortOrder: { property: 'email', direction: 'ASC' },
    });
  });

  it('ignores a malformed page number', () => {
    expect(readListState(new URLSearchParams('page=-3'), {}, byCreated).page).toBe(0);
  });

  it('snaps a page size the pager does not offer to the nearest one it does', () => {
    const size = (query: string) => readListState(new URLSearchParams(query), {}, byCreated).pageSize;
    expect(size('pageSize=5')).toBe(10);
    expect(size('pageSize=27')).toBe(30);
    expect(size('pageSize=1000')).toBe(100);
    expect(size('pageSize=0')).toBe(10);
    expect(readListState(new URLSearchParams(), { pageSize: 40 }, byCreated).pageSize).toBe(30);
  });

  it('names the entity whose details are open, if any', () => {
    expect(readDetailsId(new URLSearchParams('page=1&details=784f394c-42b6-435a-983c-b7beff2784f9'))).toBe(
      '784f394c-42b6-435a-983c-b7beff2784f9',
    );
    expect(readDetailsId(new URLSearchParams('details='))).toBeNull();
    expect(readDetailsId(new URLSearchParams('page=1'))).toBeNull();
  });
});

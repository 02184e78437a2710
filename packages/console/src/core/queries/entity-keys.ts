import type { EntityType } from '@fleetdeck/model';

/**
 * The react-query keys of one entity kind. Everything read about a kind (list pages, one entity, its subtypes, picker
 * searches) lives under `['entities', kind]`, so a save or delete of that kind refreshes all of it at once.
 */
export function entityKeys(entityType: EntityType) {
  const all = ['entities', entityType] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    /** a page of a list, or with `all` every entity of its search; `scope` holds what besides the page link it shows */
    list: (params: { scope?: readonly unknown[]; link: unknown; all?: boolean }) =>
      [...all, 'list', { scope: params.scope ?? [], link: params.link, all: params.all ?? false }] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    /** the asset, device, edge or entity view types of the tenant */
    types: () => [...all, 'types'] as const,
    /** a picker's search: the text and whatever narrows it */
    search: (params: Record<string, unknown>) => [...all, 'search', params] as const,
  };
}

export type EntityKeys = ReturnType<typeof entityKeys>;

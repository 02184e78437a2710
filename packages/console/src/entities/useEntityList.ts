import type { PageLink } from '@fleetdeck/model';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportError } from '../core/http/report-error';
import { readAllPages } from '../core/queries/all-pages';
import { entityKeys } from '../core/queries/entity-keys';
import { entitiesChanged, entitiesDeleted } from '../core/queries/invalidate-entity';
import { downloadText, toCsv } from './csv';
import { type DetailsError, detailsError } from './details-error';
import type { EntityContext, EntityRecord, EntityTableConfig } from './entity-config';
import { type ListState, useListState } from './list-state';

export interface EntityListController<T extends EntityRecord> {
  list: ListState;
  rows: T[];
  totalElements: number;
  /** the page shown; the last when the URL names a page past the end */
  pageIndex: number;
  selected: ReadonlySet<string>;
  selectedRows: T[];
  toggle(id: string): void;
  toggleAll(): void;
  /** the entity of the open details panel, once read */
  details: T | null;
  /** when the opened entity was read */
  detailsReadAt: number;
  detailsOpen: boolean;
  detailsError: DetailsError | null;
  openDetails(entity: T): void;
  closeDetails(): void;
  context: EntityContext;
  reload(): void;
  /** the add dialog is open */
  adding: boolean;
  setAdding(adding: boolean): void;
  /**
   * Saves an entity (new or edited); the kind's lists, details, types and picker searches are read again. False when
   * the save failed: the error has been shown and the form stays as it is.
   */
  save(draft: Partial<T>): Promise<boolean>;
  /** the entities waiting for the user to confirm their deletion */
  toDelete: T[] | null;
  askDelete(entities: T[]): void;
  cancelDelete(): void;
  confirmDelete(): void;
  removing: boolean;
  /** every entity of the current search and sort as a CSV download */
  exportCsv(): Promise<void>;
}

/**
 * The headless entity list: list state in the URL and local storage, the page and the opened entity as queries keyed
 * by the kind's key factory, selection, save and delete that refresh the kind, and the CSV export. EntityTablePage is
 * its view.
 */
export function useEntityList<T extends EntityRecord>(config: EntityTableConfig<T>): EntityListController<T> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = entityKeys(config.entityType);
  const list = useListState(config.id, config.defaultSort);
  const { pageLink, detailsId } = list;
  const scope = [config.id, ...(config.queryScope ?? [])];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<T[] | null>(null);

  const page = useQuery({
    queryKey: keys.list({ scope, link: pageLink }),
    queryFn: () => config.fetchPage(pageLink),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.data ?? [];

  const details = useQuery({
    queryKey: keys.detail(detailsId ?? ''),
    queryFn: () => config.fetchById(detailsId as string),
    enabled: detailsId !== null,
    // An entity opened from the page needs no second read; one named by a link to another page is read by id.
    initialData: () => rows.find((row) => row.id.id === detailsId),
    initialDataUpdatedAt: () => page.dataUpdatedAt,
    // The panel shows the failure itself.
    meta: { suppressErrors: true },
  });

  const reload = () => {
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: keys.lists() });
    void queryClient.invalidateQueries({ queryKey: keys.details() });
  };
  const context: EntityContext = { reload, navigate };

  const save = useMutation({
    mutationFn: (draft: Partial<T>) => config.save(draft),
    onSuccess: () => {
      setSelected(new Set());
      void entitiesChanged(queryClient, config.entityType);
    },
  });
  const remove = useMutation({
    mutationFn: async (entities: T[]) => {
      for (const entity of entities) await config.remove(entity);
    },
    onSettled: (_result, _error, entities) => {
      setToDelete(null);
      setSelected(new Set());
      const ids = entities.map((entity) => entity.id.id);
      if (detailsId && ids.includes(detailsId)) list.closeDetails();
      void entitiesDeleted(queryClient, config.entityType, ids);
    },
  });

  const exportCsv = async () => {
    const search: PageLink = { ...pageLink, page: 0 };
    try {
      const all = await queryClient.fetchQuery({
        queryKey: keys.list({ scope, link: { textSearch: search.textSearch, sortOrder: search.sortOrder }, all: true }),
        queryFn: () => readAllPages(config.fetchPage, search),
        staleTime: 0,
        gcTime: 0,
        meta: { suppressErrors: true },
      });
      const csv = toCsv(
        config.columns.map((column) => t(column.title)),
        all.map((entity) => config.columns.map((column) => column.csv(entity))),
      );
      downloadText(`${config.exportName}.csv`, csv, 'text/csv;charset=utf-8');
    } catch (error) {
      reportError(error);
    }
  };

  // A page past the end (an old link, or the last row of the last page deleted) moves to the last page.
  const lastPage = page.data && !page.isPlaceholderData ? Math.max(page.data.totalPages, 1) - 1 : null;
  const pastTheEnd = lastPage !== null && pageLink.page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd && lastPage !== null) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  return {
    list,
    rows,
    totalElements: page.data?.totalElements ?? 0,
    pageIndex: pastTheEnd && lastPage !== null ? lastPage : pageLink.page,
    selected,
    selectedRows: rows.filter((row) => selected.has(row.id.id)),
    toggle: (id) => setSelected((current) => toggled(current, id)),
    toggleAll: () =>
      setSelected((current) =>
        rows.every((row) => current.has(row.id.id)) ? new Set() : new Set(rows.map((row) => row.id.id)),
      ),
    details: detailsId ? (details.data ?? null) : null,
    detailsReadAt: details.dataUpdatedAt,
    detailsOpen: detailsId !== null,
    detailsError: detailsId && details.isError ? detailsError(details.error) : null,
    openDetails: (entity) => list.openDetails(entity.id.id),
    closeDetails: list.closeDetails,
    context,
    reload,
    adding,
    setAdding,
    save: async (draft) => {
      try {
        await save.mutateAsync(draft);
        return true;
      } catch (error) {
        // The mutation cache has already shown the error; the form stays open for a correction.
        console.debug('Save failed', error);
        return false;
      }
    },
    toDelete,
    askDelete: (entities) => setToDelete(entities.filter((entity) => config.canDelete?.(entity) ?? true)),
    cancelDelete: () => setToDelete(null),
    confirmDelete: () => {
      if (toDelete) remove.mutate(toDelete);
    },
    removing: remove.isPending,
    exportCsv,
  };
}

function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

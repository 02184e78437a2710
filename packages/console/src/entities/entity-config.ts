import type { EntityId, PageData, PageLink, SortOrder } from '@fleetdeck/model';
import type { ComponentType, ReactNode } from 'react';
import type { NavigateFunction } from 'react-router';

export interface EntityRecord {
  id: EntityId;
  createdTime: number;
}

/** What actions and tabs may do besides their own work. */
export interface EntityContext {
  reload(): void;
  navigate: NavigateFunction;
}

export interface EntityColumn<T> {
  key: string;
  /** message key of the header */
  title: string;
  /** sortProperty sent to the server; absent means the column cannot be sorted */
  sortProperty?: string;
  width?: number | string;
  render(entity: T): ReactNode;
  /** the column's value in the CSV export */
  csv(entity: T): string | number | boolean | null | undefined;
}

export interface EntityAction<T> {
  id: string;
  /** an @mdi/js path */
  icon: string;
  /** message key */
  label: string;
  isVisible?(entity: T): boolean;
  onAction(entity: T, context: EntityContext): void | Promise<void>;
}

export interface DetailsTab<T> {
  id: string;
  /** message key */
  label: string;
  render(entity: T, context: EntityContext): ReactNode;
}

/** The add and edit form of an entity: a plain form element with this id, submitted by the dialog or the drawer. */
export interface EntityFormProps<T> {
  formId: string;
  /** null when adding */
  entity: T | null;
  disabled: boolean;
  onSubmit(draft: Partial<T>): void;
}

/**
 * Everything the generic table and details panel need to know about one entity kind (STYLE.md "One table, many
 * entities"). A new entity page is one of these and a form.
 */
export interface EntityTableConfig<T extends EntityRecord> {
  /** names the remembered page size and sort in local storage */
  id: string;
  messages: {
    /** list title */
    title: string;
    /** title of the add dialog and tooltip of the add button */
    add: string;
    details: string;
    deleteTitle: string;
    deleteText: string;
    deleteSelectedTitle: string;
    deleteSelectedText: string;
    noEntities: string;
  };
  columns: EntityColumn<T>[];
  defaultSort: SortOrder;
  entityTitle(entity: T): string;
  fetchPage(link: PageLink): Promise<PageData<T>>;
  save(draft: Partial<T>): Promise<T>;
  remove(entity: T): Promise<void>;
  canDelete?(entity: T): boolean;
  Form: ComponentType<EntityFormProps<T>>;
  actions?: EntityAction<T>[];
  detailsTabs?: DetailsTab<T>[];
  /** the CSV file name without extension */
  exportName: string;
}

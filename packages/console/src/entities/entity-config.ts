import type { EntityId, EntityType, PageData, PageLink, SortOrder } from '@fleetdeck/model';
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

/** An action on the selected rows, shown in the list header while rows are selected. */
export interface EntityBulkAction<T> {
  id: string;
  /** an @mdi/js path */
  icon: string;
  /** message key */
  label: string;
  isVisible?(entities: T[]): boolean;
  onAction(entities: T[], context: EntityContext): void | Promise<void>;
}

/** An action of the list itself (import, …), shown in the list header beside add. */
export interface EntityListAction {
  id: string;
  /** an @mdi/js path */
  icon: string;
  /** message key */
  label: string;
  onAction(context: EntityContext): void | Promise<void>;
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
  /** the form reports whether it holds unsaved changes, so closing it can ask first */
  onDirtyChange?(dirty: boolean): void;
  /**
   * The details tabs of the kind, rendered, for a form that draws its own tab bar (`formDrawsTabs`): it shows them
   * after its own tabs. Absent while adding and while editing.
   */
  extraTabs?: RenderedTab[];
}

/** A details tab with its content, handed to a form that draws the tab bar itself. */
export interface RenderedTab {
  id: string;
  /** message key */
  label: string;
  content: ReactNode;
}

/**
 * Everything the generic table and details panel need to know about one entity kind (STYLE.md "One table, many
 * entities"). A new entity page is one of these and a form.
 */
export interface EntityTableConfig<T extends EntityRecord> {
  /** names the remembered page size and sort in local storage */
  id: string;
  /** the kind listed: its query keys are shared with the pickers, so a save here refreshes them too */
  entityType: EntityType;
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
  /** values of the title message (a customer's lists name the customer) */
  titleValues?: Record<string, string>;
  columns: EntityColumn<T>[];
  defaultSort: SortOrder;
  entityTitle(entity: T): string;
  fetchPage(link: PageLink): Promise<PageData<T>>;
  /** one entity as the list shows it, for a details panel opened from a link to an entity on another page */
  fetchById(id: string): Promise<T>;
  save(draft: Partial<T>): Promise<T>;
  remove(entity: T): Promise<void>;
  canDelete?(entity: T): boolean;
  /** whether the details panel offers Edit for this entity (a system bundle is only read by a tenant) */
  canEdit?(entity: T): boolean;
  Form: ComponentType<EntityFormProps<T>>;
  actions?: EntityAction<T>[];
  detailsTabs?: DetailsTab<T>[];
  /**
   * The form has a tab bar of its own (a device profile's sections): the details tabs join it rather than stack a
   * second bar above it.
   */
  formDrawsTabs?: boolean;
  /** the CSV file name without extension */
  exportName: string;
  /** no add, edit or delete: the list of a user who may only look (a customer user's devices) */
  readOnly?: boolean;
  /** false: entities join and leave the list by assignment, not by add and delete (a customer's list); else !readOnly */
  addAndDelete?: boolean;
  bulkActions?: EntityBulkAction<T>[];
  listActions?: EntityListAction[];
  /** a filter shown in the list header; its value must also be in queryScope */
  headerFilter?: ReactNode;
  /** what the list shows besides its page link (filters, owner); part of the query key */
  queryScope?: readonly unknown[];
  /** buttons above the form in the details panel */
  detailsActions?(entity: T, context: EntityContext): ReactNode;
  /** what a row click does instead of opening the details panel (a dashboard opens itself) */
  openEntity?(entity: T, context: EntityContext): void;
  /** width of the add dialog; sm when absent */
  addDialogWidth?: 'sm' | 'md' | 'lg';
}

import type { WidgetAction } from '@fleetdeck/model';
import type { CSSProperties, ReactNode } from 'react';
import type { ViewColumn } from './table-view';

/** One column of a widget table: how it is titled, sized, sorted, searched and drawn. */
export interface TableColumn<R> extends ViewColumn<R> {
  title: string;
  /** CSS width; undefined: as wide as the content needs */
  width?: string;
  sortable: boolean;
  /** offered in the column chooser */
  selectable: boolean;
  hiddenByDefault?: boolean;
  render(row: R): ReactNode;
  cellStyle?(row: R): CSSProperties | undefined;
}

/** The settings the entities and time-series tables share. */
export interface TableSettings {
  enableSearch: boolean;
  enableSelectColumnDisplay?: boolean;
  enableStickyHeader: boolean;
  enableStickyAction: boolean;
  /** saved as the text 'true' or 'false' */
  reserveSpaceForHiddenAction: string | boolean;
  displayPagination: boolean;
  defaultPageSize: number;
}

/** A row's action button and whether its show condition lets it show. */
export interface RowAction {
  descriptor: WidgetAction;
  visible: boolean;
}

/**
 * The settings of the entities table, with the defaults the platform's settings form fills in. The device admin
 * table is the same widget with another default config, so it reads these too.
 */
export interface EntitiesTableSettings {
  /** the table's title; may hold `${entityName}`-style variables of the datasource; empty: "Entities" */
  entitiesTitle: string;
  enableSearch: boolean;
  enableSelectColumnDisplay: boolean;
  enableStickyHeader: boolean;
  enableStickyAction: boolean;
  /** saved as text: 'true' keeps the place of a row button its show condition hides */
  reserveSpaceForHiddenAction: string;
  displayEntityName: boolean;
  /** empty: "Entity name" */
  entityNameColumnTitle: string;
  displayEntityLabel: boolean;
  /** empty: "Entity label" */
  entityLabelColumnTitle: string;
  displayEntityType: boolean;
  displayPagination: boolean;
  defaultPageSize: number;
  /** a column's title or key name, `-` in front for descending */
  defaultSortOrder: string;
  useRowStyleFunction: boolean;
  /** body of `function(entity, ctx)` answering the row's CSS */
  rowStyleFunction: string;
  [key: string]: unknown;
}

export const DEFAULT_ENTITIES_TABLE_SETTINGS: EntitiesTableSettings = {
  entitiesTitle: '',
  enableSearch: true,
  enableSelectColumnDisplay: true,
  enableStickyHeader: true,
  enableStickyAction: true,
  reserveSpaceForHiddenAction: 'true',
  displayEntityName: true,
  entityNameColumnTitle: '',
  displayEntityLabel: false,
  entityLabelColumnTitle: '',
  displayEntityType: true,
  displayPagination: true,
  defaultPageSize: 10,
  defaultSortOrder: 'entityName',
  useRowStyleFunction: false,
  rowStyleFunction: '',
};

/** The settings of one data key (column). */
export interface EntitiesTableKeySettings {
  /** CSS width; '0px' lets the column size itself */
  columnWidth: string;
  useCellStyleFunction: boolean;
  /** body of `function(value, entity, ctx)` answering the cell's CSS */
  cellStyleFunction: string;
  useCellContentFunction: boolean;
  /** body of `function(value, entity, ctx)` answering the cell's HTML */
  cellContentFunction: string;
  /** 'visible' or 'hidden': whether the column shows before the user picks columns */
  defaultColumnVisibility: string;
  /** 'enabled' or 'disabled': whether the column chooser offers the column */
  columnSelectionToDisplay: string;
  [key: string]: unknown;
}

export const DEFAULT_ENTITIES_TABLE_KEY_SETTINGS: EntitiesTableKeySettings = {
  columnWidth: '0px',
  useCellStyleFunction: false,
  cellStyleFunction: '',
  useCellContentFunction: false,
  cellContentFunction: '',
  defaultColumnVisibility: 'visible',
  columnSelectionToDisplay: 'enabled',
};

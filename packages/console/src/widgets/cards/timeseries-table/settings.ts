/** The settings of the time-series table, with the defaults the platform's settings form fills in. */
export interface TimeseriesTableSettings {
  enableSearch: boolean;
  enableStickyHeader: boolean;
  enableStickyAction: boolean;
  /** saved as text: 'true' keeps the place of a row button its show condition hides */
  reserveSpaceForHiddenAction: string;
  showTimestamp: boolean;
  /** the timestamp column prints milliseconds too */
  showMilliseconds: boolean;
  displayPagination: boolean;
  /** tabs are titled with the entity's label rather than its name */
  useEntityLabel: boolean;
  defaultPageSize: number;
  /** leave out rows in which every time-series column is empty */
  hideEmptyLines: boolean;
  useRowStyleFunction: boolean;
  /** body of `function(rowData, ctx)` answering the row's CSS */
  rowStyleFunction: string;
  [key: string]: unknown;
}

export const DEFAULT_TIMESERIES_TABLE_SETTINGS: TimeseriesTableSettings = {
  enableSearch: true,
  enableStickyHeader: true,
  enableStickyAction: true,
  reserveSpaceForHiddenAction: 'true',
  showTimestamp: true,
  showMilliseconds: false,
  displayPagination: true,
  useEntityLabel: false,
  defaultPageSize: 10,
  hideEmptyLines: false,
  useRowStyleFunction: false,
  rowStyleFunction: '',
};

/** The settings of one data key (column). */
export interface TimeseriesTableKeySettings {
  useCellStyleFunction: boolean;
  /** body of `function(value, rowData, ctx)` answering the cell's CSS */
  cellStyleFunction: string;
  useCellContentFunction: boolean;
  /** body of `function(value, rowData, ctx)` answering the cell's HTML */
  cellContentFunction: string;
  [key: string]: unknown;
}

export const DEFAULT_TIMESERIES_TABLE_KEY_SETTINGS: TimeseriesTableKeySettings = {
  useCellStyleFunction: false,
  cellStyleFunction: '',
  useCellContentFunction: false,
  cellContentFunction: '',
};

/** The settings of one latest key: a column repeating the key's latest value on every row. */
export interface TimeseriesTableLatestKeySettings extends TimeseriesTableKeySettings {
  show: boolean;
}

export const DEFAULT_TIMESERIES_TABLE_LATEST_KEY_SETTINGS: TimeseriesTableLatestKeySettings = {
  ...DEFAULT_TIMESERIES_TABLE_KEY_SETTINGS,
  show: true,
};

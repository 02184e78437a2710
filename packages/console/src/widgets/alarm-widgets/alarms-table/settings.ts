/** The settings of the alarms table and of each column (data key), with the platform's form defaults. */
export interface AlarmsTableSettings {
  /** the table's heading; '' → "Alarms" */
  alarmsTitle: string;
  /** checkboxes for acknowledging or clearing many alarms at once; off when neither is allowed */
  enableSelection: boolean;
  enableSearch: boolean;
  /** the menu that shows and hides columns */
  enableSelectColumnDisplay: boolean;
  /** the menu that narrows the alarms by status and severity */
  enableFilter: boolean;
  enableStickyHeader: boolean;
  /** the row buttons stay in view while the table scrolls sideways */
  enableStickyAction: boolean;
  /** 'true'/'false' as saved: keep the room of a row button its show condition hides */
  reserveSpaceForHiddenAction: string;
  /** the details button of each row */
  displayDetails: boolean;
  allowAcknowledgment: boolean;
  allowClear: boolean;
  displayPagination: boolean;
  defaultPageSize: number;
  /** a column's key name or label; a leading `-` sorts descending */
  defaultSortOrder: string;
  /** body of `function(alarm, ctx)` giving a style object for the row */
  useRowStyleFunction: boolean;
  rowStyleFunction: string;
  [key: string]: unknown;
}

export const DEFAULT_ALARMS_TABLE_SETTINGS: AlarmsTableSettings = {
  alarmsTitle: '',
  enableSelection: true,
  enableSearch: true,
  enableSelectColumnDisplay: true,
  enableFilter: true,
  enableStickyHeader: true,
  enableStickyAction: true,
  reserveSpaceForHiddenAction: 'true',
  displayDetails: true,
  allowAcknowledgment: true,
  allowClear: true,
  displayPagination: true,
  defaultPageSize: 10,
  defaultSortOrder: '-createdTime',
  useRowStyleFunction: false,
  rowStyleFunction: '',
};

export interface AlarmColumnSettings {
  /** CSS width; '0px' sizes the column to its content */
  columnWidth: string;
  /** body of `function(value, alarm, ctx)` giving a style object for the cell */
  useCellStyleFunction: boolean;
  cellStyleFunction: string;
  /** body of `function(value, alarm, ctx)` giving the cell's HTML */
  useCellContentFunction: boolean;
  cellContentFunction: string;
  defaultColumnVisibility: 'visible' | 'hidden';
  /** 'disabled' keeps the column out of the column menu */
  columnSelectionToDisplay: 'enabled' | 'disabled';
  [key: string]: unknown;
}

export const DEFAULT_ALARM_COLUMN_SETTINGS: AlarmColumnSettings = {
  columnWidth: '0px',
  useCellStyleFunction: false,
  cellStyleFunction: '',
  useCellContentFunction: false,
  cellContentFunction: '',
  defaultColumnVisibility: 'visible',
  columnSelectionToDisplay: 'enabled',
};

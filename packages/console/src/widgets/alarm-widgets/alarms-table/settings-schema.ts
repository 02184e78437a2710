import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_ALARMS_TABLE_SETTINGS as D, DEFAULT_ALARM_COLUMN_SETTINGS as K } from './settings';

const flag = (title: string, value: boolean): RJSFSchema => ({ title, type: 'boolean', default: value });
const text = (title: string, value: string): RJSFSchema => ({ title, type: 'string', default: value });

/** The form of the alarms table's settings: exactly the settings the table honours (see settings.ts). */
export const alarmsTableSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Alarms table settings',
  properties: {
    alarmsTitle: text('Alarms table title', D.alarmsTitle),
    enableSelection: flag('Enable alarms selection', D.enableSelection),
    enableSearch: flag('Enable alarms search', D.enableSearch),
    enableSelectColumnDisplay: flag('Enable select columns to display', D.enableSelectColumnDisplay),
    enableFilter: flag('Enable alarm filter', D.enableFilter),
    enableStickyHeader: flag('Always display header', D.enableStickyHeader),
    enableStickyAction: flag('Always display actions column', D.enableStickyAction),
    reserveSpaceForHiddenAction: {
      title: 'Hidden cell button actions display mode',
      type: 'string',
      oneOf: [
        { const: 'true', title: 'Show empty space instead of hidden cell button action' },
        { const: 'false', title: "Don't reserve space for hidden action buttons" },
      ],
      default: D.reserveSpaceForHiddenAction,
    },
    displayDetails: flag('Display alarm details', D.displayDetails),
    allowAcknowledgment: flag('Allow alarms acknowledgment', D.allowAcknowledgment),
    allowClear: flag('Allow alarms clear', D.allowClear),
    displayPagination: flag('Display pagination', D.displayPagination),
    defaultPageSize: { title: 'Default page size', type: 'integer', minimum: 1, default: D.defaultPageSize },
    defaultSortOrder: text('Default sort order', D.defaultSortOrder),
    useRowStyleFunction: flag('Use row style function', D.useRowStyleFunction),
    rowStyleFunction: text('Row style function: f(alarm, ctx)', D.rowStyleFunction),
  },
};

/** The form of one column's settings. */
export const alarmColumnSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Column settings',
  properties: {
    columnWidth: text('Column width (px or %)', K.columnWidth),
    useCellStyleFunction: flag('Use cell style function', K.useCellStyleFunction),
    cellStyleFunction: text('Cell style function: f(value, alarm, ctx)', K.cellStyleFunction),
    useCellContentFunction: flag('Use cell content function', K.useCellContentFunction),
    cellContentFunction: text('Cell content function: f(value, alarm, ctx)', K.cellContentFunction),
    defaultColumnVisibility: {
      title: 'Default column visibility',
      type: 'string',
      oneOf: [
        { const: 'visible', title: 'Visible' },
        { const: 'hidden', title: 'Hidden' },
      ],
      default: K.defaultColumnVisibility,
    },
    columnSelectionToDisplay: {
      title: 'Column selection in "Columns to Display"',
      type: 'string',
      oneOf: [
        { const: 'enabled', title: 'Enabled' },
        { const: 'disabled', title: 'Disabled' },
      ],
      default: K.columnSelectionToDisplay,
    },
  },
};

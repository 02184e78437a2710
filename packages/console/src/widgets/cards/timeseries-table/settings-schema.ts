import type { RJSFSchema } from '@rjsf/utils';
import {
  DEFAULT_TIMESERIES_TABLE_SETTINGS as D,
  DEFAULT_TIMESERIES_TABLE_KEY_SETTINGS as K,
  DEFAULT_TIMESERIES_TABLE_LATEST_KEY_SETTINGS as L,
} from './settings';

/** The form of the time-series table's settings: exactly the settings the table draws with (see settings.ts). */
export const timeseriesTableSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Timeseries table settings',
  properties: {
    enableSearch: { title: 'Enable search', type: 'boolean', default: D.enableSearch },
    enableStickyHeader: { title: 'Always display header', type: 'boolean', default: D.enableStickyHeader },
    enableStickyAction: { title: 'Always display actions column', type: 'boolean', default: D.enableStickyAction },
    reserveSpaceForHiddenAction: {
      title: 'Hidden cell button actions display mode',
      type: 'string',
      oneOf: [
        { const: 'true', title: 'Show empty space instead of hidden cell button action' },
        { const: 'false', title: "Don't reserve space for hidden action buttons" },
      ],
      default: D.reserveSpaceForHiddenAction,
    },
    showTimestamp: { title: 'Display timestamp column', type: 'boolean', default: D.showTimestamp },
    showMilliseconds: { title: 'Display timestamp milliseconds', type: 'boolean', default: D.showMilliseconds },
    displayPagination: { title: 'Display pagination', type: 'boolean', default: D.displayPagination },
    useEntityLabel: { title: 'Use entity label in tab name', type: 'boolean', default: D.useEntityLabel },
    defaultPageSize: { title: 'Default page size', type: 'integer', minimum: 1, default: D.defaultPageSize },
    hideEmptyLines: { title: 'Hide empty lines', type: 'boolean', default: D.hideEmptyLines },
    useRowStyleFunction: { title: 'Use row style function', type: 'boolean', default: D.useRowStyleFunction },
    rowStyleFunction: {
      title: 'Row style function: f(rowData, ctx)',
      type: 'string',
      contentMediaType: 'text/javascript',
      default: D.rowStyleFunction,
    },
  },
};

const keyProperties = {
  useCellStyleFunction: { title: 'Use cell style function', type: 'boolean', default: K.useCellStyleFunction },
  cellStyleFunction: {
    title: 'Cell style function: f(value, rowData, ctx)',
    type: 'string',
    contentMediaType: 'text/javascript',
    default: K.cellStyleFunction,
  },
  useCellContentFunction: { title: 'Use cell content function', type: 'boolean', default: K.useCellContentFunction },
  cellContentFunction: {
    title: 'Cell content function: f(value, rowData, ctx)',
    type: 'string',
    contentMediaType: 'text/javascript',
    default: K.cellContentFunction,
  },
} satisfies RJSFSchema['properties'];

/** The form of one time-series key's (column's) settings. */
export const timeseriesTableKeySettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Column settings',
  properties: keyProperties,
};

/** The form of one latest key's settings; the host shows it for the `latestDataKeys`. */
export const timeseriesTableLatestKeySettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Latest value column settings',
  properties: { show: { title: 'Show latest data column', type: 'boolean', default: L.show }, ...keyProperties },
};

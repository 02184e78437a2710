import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_ENTITIES_TABLE_SETTINGS as D, DEFAULT_ENTITIES_TABLE_KEY_SETTINGS as K } from './settings';

/** The form of the entities table's settings: exactly the settings the table draws with (see settings.ts). */
export const entitiesTableSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Entities table settings',
  properties: {
    entitiesTitle: { title: 'Entities table title', type: 'string', default: D.entitiesTitle },
    enableSearch: { title: 'Enable search', type: 'boolean', default: D.enableSearch },
    enableSelectColumnDisplay: {
      title: 'Enable select columns to display',
      type: 'boolean',
      default: D.enableSelectColumnDisplay,
    },
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
    displayEntityName: { title: 'Display entity name column', type: 'boolean', default: D.displayEntityName },
    entityNameColumnTitle: { title: 'Entity name column title', type: 'string', default: D.entityNameColumnTitle },
    displayEntityLabel: { title: 'Display entity label column', type: 'boolean', default: D.displayEntityLabel },
    entityLabelColumnTitle: { title: 'Entity label column title', type: 'string', default: D.entityLabelColumnTitle },
    displayEntityType: { title: 'Display entity type column', type: 'boolean', default: D.displayEntityType },
    displayPagination: { title: 'Display pagination', type: 'boolean', default: D.displayPagination },
    defaultPageSize: { title: 'Default page size', type: 'integer', minimum: 1, default: D.defaultPageSize },
    defaultSortOrder: { title: 'Default sort order', type: 'string', default: D.defaultSortOrder },
    useRowStyleFunction: { title: 'Use row style function', type: 'boolean', default: D.useRowStyleFunction },
    rowStyleFunction: {
      title: 'Row style function: f(entity, ctx)',
      type: 'string',
      contentMediaType: 'text/javascript',
      default: D.rowStyleFunction,
    },
  },
};

/** The form of one column's (data key's) settings. */
export const entitiesTableKeySettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Column settings',
  properties: {
    columnWidth: { title: "Column width (px or %), '0px' for automatic", type: 'string', default: K.columnWidth },
    useCellStyleFunction: { title: 'Use cell style function', type: 'boolean', default: K.useCellStyleFunction },
    cellStyleFunction: {
      title: 'Cell style function: f(value, entity, ctx)',
      type: 'string',
      contentMediaType: 'text/javascript',
      default: K.cellStyleFunction,
    },
    useCellContentFunction: { title: 'Use cell content function', type: 'boolean', default: K.useCellContentFunction },
    cellContentFunction: {
      title: 'Cell content function: f(value, entity, ctx)',
      type: 'string',
      contentMediaType: 'text/javascript',
      default: K.cellContentFunction,
    },
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

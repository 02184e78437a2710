import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_PERSISTENT_TABLE_SETTINGS as D, PERSISTENT_RPC_COLUMNS } from './settings';

/** The form of the persistent RPC table's settings: exactly the settings the table honours (see settings.ts). */
export const persistentTableSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Persistent RPC table settings',
  properties: {
    enableFilter: { title: 'Enable filter', type: 'boolean', default: D.enableFilter },
    enableStickyHeader: { title: 'Always display header', type: 'boolean', default: D.enableStickyHeader },
    enableStickyAction: { title: 'Always display actions column', type: 'boolean', default: D.enableStickyAction },
    displayColumns: {
      title: 'Columns to display',
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', enum: [...PERSISTENT_RPC_COLUMNS] },
      default: [...PERSISTENT_RPC_COLUMNS],
    },
    displayPagination: { title: 'Display pagination', type: 'boolean', default: D.displayPagination },
    defaultPageSize: { title: 'Default page size', type: 'number', minimum: 1, default: D.defaultPageSize },
    defaultSortOrder: { title: 'Default sort order', type: 'string', default: D.defaultSortOrder },
    displayDetails: { title: 'Display request details', type: 'boolean', default: D.displayDetails },
    allowDelete: { title: 'Allow delete request', type: 'boolean', default: D.allowDelete },
    allowSendRequest: { title: 'Allow send RPC request', type: 'boolean', default: D.allowSendRequest },
  },
};

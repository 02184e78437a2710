import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Persistent RPC table" type (`control_widgets.persistent_table`). */
export const persistentTableDefaultConfig: WidgetConfig = {
  showTitle: true,
  backgroundColor: '#fff',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '8px',
  settings: {
    enableStickyAction: true,
    enableFilter: true,
    displayPagination: true,
    defaultPageSize: 10,
    enableStickyHeader: true,
    displayColumns: ['rpcId', 'messageType', 'status', 'method', 'createdTime', 'expirationTime'],
    displayDetails: true,
    defaultSortOrder: '-createdTime',
    allowSendRequest: true,
    allowDelete: true,
  },
  title: 'Persistent RPC table',
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
    padding: '5px 10px',
  },
  targetDeviceAliasIds: [],
};

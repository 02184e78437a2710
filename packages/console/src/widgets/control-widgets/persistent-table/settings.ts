/** The columns the platform's persistent RPC table can show, in its order. */
export const PERSISTENT_RPC_COLUMNS = [
  'rpcId',
  'messageType',
  'status',
  'method',
  'createdTime',
  'expirationTime',
] as const;
export type PersistentRpcColumn = (typeof PERSISTENT_RPC_COLUMNS)[number];

/** The settings of the persistent RPC table, with the defaults the platform's widget falls back to. */
export interface PersistentTableSettings {
  /** the buttons column stays at the right edge when the table scrolls sideways */
  enableStickyAction: boolean;
  /** the header's status filter button */
  enableFilter: boolean;
  /** server-side pages of `defaultPageSize`; without it one page of up to 1024 requests */
  displayPagination: boolean;
  defaultPageSize: number;
  enableStickyHeader: boolean;
  displayColumns: PersistentRpcColumn[];
  /** a row button that opens the request's details */
  displayDetails: boolean;
  /** the column to sort by, `-` first for descending, as `-createdTime` */
  defaultSortOrder: string;
  /** the header's "Add RPC" button */
  allowSendRequest: boolean;
  /** a row button that deletes the request */
  allowDelete: boolean;
  [key: string]: unknown;
}

export const DEFAULT_PERSISTENT_TABLE_SETTINGS: PersistentTableSettings = {
  enableStickyAction: true,
  enableFilter: true,
  displayPagination: true,
  defaultPageSize: 10,
  enableStickyHeader: true,
  displayColumns: [],
  displayDetails: true,
  defaultSortOrder: '-createdTime',
  allowSendRequest: true,
  allowDelete: true,
};

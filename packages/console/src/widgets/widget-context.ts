import type {
  AlarmData,
  EntityId,
  EntityRelationInfo,
  EntityRelationsQuery,
  PageData,
  Rpc,
  RpcStatus,
  StateParams,
  WidgetAction,
} from '@fleetdeck/model';

/**
 * What a widget may ask of the dashboard that hosts it, beyond its data: run its configured actions, talk to its
 * target device, save attributes, read the current user and state. It is the React counterpart of the platform's
 * `self.ctx` services, narrowed to what system widgets use, so every call is typed and goes through the console's
 * own REST client (with its token refresh and error messages).
 */

/** An entity a widget shows: the resolved entity of a datasource, a table row, a marker. */
export interface WidgetEntity {
  id: EntityId;
  name: string;
  label?: string | null;
}

/**
 * A map widget's markers as its custom actions see them (the platform's `widgetContext.map` and `mapInstance`):
 * each entity's data, and a way to move or clear an entity's position.
 */
export interface WidgetMapActions {
  /** one entry per entity: `entityId`, `entityName`, `entityLabel`, `entityType`, `aliasName` and each key's value */
  datasources: Array<Record<string, unknown>>;
  /** saves the entity's position keys (null clears them); the widget tells the user when that fails */
  saveLocation(entityId: string, lat: number | null, lng: number | null): void;
}

/** What an action fires for: the clicked entity (or the widget's active one) and the source's extra data. */
export interface WidgetActionTarget {
  entity?: WidgetEntity;
  /** the row or alarm the action came from, as the platform passes it (`{entity}` or `{alarm}`) */
  additionalParams?: Record<string, unknown>;
  /** set by map widgets, whose custom actions read and move markers */
  map?: WidgetMapActions;
}

export interface WidgetActions {
  /** the descriptors configured for a source id (`rowClick`, `actionCellButton`, `elementClick`, …) */
  descriptors(sourceId: string): WidgetAction[];
  /** runs one descriptor: opens or updates a state, opens a dashboard, or runs a custom action in the sandbox */
  run(action: WidgetAction, target?: WidgetActionTarget): void;
}

export interface WidgetRpcOptions {
  /** milliseconds; the server's default applies when absent */
  timeout?: number;
  persistent?: boolean;
  /** how often the server re-sends a persistent request the device did not take */
  retries?: number;
  /** kept with a persistent request and shown in its details */
  additionalInfo?: unknown;
}

/** RPC to the widget's target device (`targetDeviceAliasIds` or `targetDeviceIds` of its config). */
export interface WidgetRpc {
  /** the device commands go to; null when the alias resolved to nothing or not to a device */
  targetDevice: EntityId | null;
  sendOneWay(method: string, params: unknown, options?: WidgetRpcOptions): Promise<void>;
  /** resolves with the device's reply */
  sendTwoWay(method: string, params: unknown, options?: WidgetRpcOptions): Promise<unknown>;
}

/** A page of the target device's persistent requests, as the platform's persistent RPC table asks for it. */
export interface WidgetPersistentRpcQuery {
  page: number;
  pageSize: number;
  sortProperty: string;
  sortOrder: 'ASC' | 'DESC';
  /** only requests with this status; all when absent */
  status?: RpcStatus;
}

/** The persistent requests of the widget's target device (`/api/rpc/persistent/…`). */
export interface WidgetPersistentRpcs {
  list(query: WidgetPersistentRpcQuery): Promise<PageData<Rpc>>;
  /** rejects with the server's message when the request is gone or the user may not delete it */
  delete(rpcId: string): Promise<void>;
}

/** Relations a widget follows, as the entities hierarchy finds a node's children. */
export interface WidgetRelations {
  /** the relations the query finds, with the names of the entities at both ends (`POST /api/relations/info`) */
  findInfos(query: EntityRelationsQuery): Promise<EntityRelationInfo[]>;
}

export type WidgetAttributeScope = 'SERVER_SCOPE' | 'SHARED_SCOPE';

export interface WidgetAttributes {
  /** a value of null deletes its key, as the platform's console does */
  save(entity: EntityId, scope: WidgetAttributeScope, values: Record<string, unknown>): Promise<void>;
}

/** Latest time-series values a widget writes for an entity (a marker moved on a map whose position is telemetry). */
export interface WidgetTimeseries {
  /** a value of null deletes the key with all its history, as the platform's console does */
  save(entity: EntityId, values: Record<string, unknown>): Promise<void>;
}

/** How a customer's claim of a device went: the platform's claim widget tells each apart. */
export type WidgetClaimOutcome = 'claimed' | 'not-found' | 'failed';

export interface WidgetDevices {
  /**
   * A customer user claims a device of the tenant by name, with the secret key the device registered when it
   * asked to be claimed: 'failed' when the server refuses (wrong or expired secret, already claimed). Rejects on
   * any other error (network, authority) with its readable message.
   */
  claim(deviceName: string, secretKey: string | undefined): Promise<WidgetClaimOutcome>;
}

/** Alarms of an alarm widget, newest first, from the dashboard's alarm data subscription. */
export interface WidgetAlarms {
  data: AlarmData[];
  totalElements: number;
  acknowledge(alarm: AlarmData): Promise<void>;
  clear(alarm: AlarmData): Promise<void>;
}

export type WidgetToastSeverity = 'success' | 'info' | 'warning' | 'error';

/** The time window of a widget as its zoom changes it (the platform's `timewindowFunctions`). */
export interface WidgetTimewindowControl {
  /** shows the history of this period: the dashboard's window when the widget follows it, else the widget's own */
  update(startTimeMs: number, endTimeMs: number): void;
  /** back to the saved window */
  reset(): void;
}

export interface WidgetContext {
  actions: WidgetActions;
  rpc: WidgetRpc;
  persistentRpcs: WidgetPersistentRpcs;
  relations: WidgetRelations;
  attributes: WidgetAttributes;
  timeseries: WidgetTimeseries;
  devices: WidgetDevices;
  /** the current state's params (the entity a state was opened for, and named entity params) */
  stateParams: StateParams;
  currentUser: { authority: string; tenantId: string | null; customerId: string | null };
  /** true while the dashboard is being edited: widgets do not fire actions or commands then */
  isEdit: boolean;
  /** the dashboard's toast, shown above the widgets */
  showToast(message: string, severity: WidgetToastSeverity): void;
  /**
   * Runs a function body a user saved in the widget's settings (cell style and content functions, row style,
   * marker colour, value getters and setters) in the dashboard's script sandbox, never in the page, with the named
   * arguments (JSON-copied in, the result JSON-copied out). Answers undefined when the body throws, loops past the
   * time limit or does not compile; the host reports such errors once in the browser console.
   */
  callFunction(body: string, argNames: string[], args: unknown[]): unknown;
  /** absent where nothing follows a zoom, such as a chart outside a dashboard */
  timewindow?: WidgetTimewindowControl;
}

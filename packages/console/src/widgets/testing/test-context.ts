import type {
  EntityId,
  EntityRelationInfo,
  EntityRelationsQuery,
  PageData,
  Rpc,
  StateParams,
  WidgetAction,
} from '@fleetdeck/model';
import type {
  WidgetActionTarget,
  WidgetAttributeScope,
  WidgetClaimOutcome,
  WidgetContext,
  WidgetPersistentRpcQuery,
  WidgetRpcOptions,
  WidgetToastSeverity,
} from '../widget-context';

/** What a widget asked of its test context, in order, so a test can assert what a click did. */
export interface RecordedCalls {
  actions: Array<{ action: WidgetAction; target?: WidgetActionTarget }>;
  rpc: Array<{ oneWay: boolean; method: string; params: unknown; options?: WidgetRpcOptions }>;
  attributes: Array<{ entity: EntityId; scope: WidgetAttributeScope; values: Record<string, unknown> }>;
  timeseries: Array<{ entity: EntityId; values: Record<string, unknown> }>;
  claims: Array<{ deviceName: string; secretKey: string | undefined }>;
  toasts: Array<{ message: string; severity: WidgetToastSeverity }>;
  functions: Array<{ body: string; argNames: string[]; args: unknown[] }>;
  persistentRpcQueries: WidgetPersistentRpcQuery[];
  deletedRpcs: string[];
  relationQueries: EntityRelationsQuery[];
}

export interface TestContextOptions {
  /** the configured actions by source id */
  actions?: Record<string, WidgetAction[]>;
  targetDevice?: EntityId | null;
  /** what a two-way RPC resolves with, or a function that answers (and may throw) */
  rpcReply?: (method: string, params: unknown) => Promise<unknown>;
  /** what saving attributes (and latest time series) does; resolves by default */
  saveAttributes?: () => Promise<void>;
  /** how a device claim goes; 'claimed' by default */
  claim?: (deviceName: string, secretKey: string | undefined) => Promise<WidgetClaimOutcome>;
  /** the stand-ins of user function bodies: the sandbox is the host's, so tests answer each body they expect */
  functions?: Record<string, (...args: unknown[]) => unknown>;
  stateParams?: StateParams;
  isEdit?: boolean;
  /** the target device's persistent requests for a query; an empty page by default */
  persistentRpcs?: (query: WidgetPersistentRpcQuery) => Promise<PageData<Rpc>>;
  /** what deleting a persistent request does; resolves by default */
  deleteRpc?: (rpcId: string) => Promise<void>;
  /** the relations a query finds; none by default */
  relations?: (query: EntityRelationsQuery) => Promise<EntityRelationInfo[]>;
}

export type TestContext = WidgetContext & { calls: RecordedCalls };

/** A plain WidgetContext for widget tests: it records every call and answers as the options say. */
export function testContext(options: TestContextOptions = {}): TestContext {
  const calls: RecordedCalls = {
    actions: [],
    rpc: [],
    attributes: [],
    timeseries: [],
    claims: [],
    toasts: [],
    functions: [],
    persistentRpcQueries: [],
    deletedRpcs: [],
    relationQueries: [],
  };
  const reply = options.rpcReply ?? (async () => ({}));
  return {
    calls,
    actions: {
      descriptors: (sourceId) => options.actions?.[sourceId] ?? [],
      run: (action, target) => {
        calls.actions.push({ action, target });
      },
    },
    rpc: {
      targetDevice:
        options.targetDevice === undefined ? { entityType: 'DEVICE', id: 'device-1' } : options.targetDevice,
      sendOneWay: async (method, params, rpcOptions) => {
        calls.rpc.push({ oneWay: true, method, params, options: rpcOptions });
        await reply(method, params);
      },
      sendTwoWay: async (method, params, rpcOptions) => {
        calls.rpc.push({ oneWay: false, method, params, options: rpcOptions });
        return reply(method, params);
      },
    },
    persistentRpcs: {
      list: async (query) => {
        calls.persistentRpcQueries.push(query);
        return options.persistentRpcs
          ? options.persistentRpcs(query)
          : { data: [], totalPages: 0, totalElements: 0, hasNext: false };
      },
      delete: async (rpcId) => {
        calls.deletedRpcs.push(rpcId);
        await options.deleteRpc?.(rpcId);
      },
    },
    relations: {
      findInfos: async (query) => {
        calls.relationQueries.push(query);
        return options.relations ? options.relations(query) : [];
      },
    },
    attributes: {
      save: async (entity, scope, values) => {
        calls.attributes.push({ entity, scope, values });
        await options.saveAttributes?.();
      },
    },
    timeseries: {
      save: async (entity, values) => {
        calls.timeseries.push({ entity, values });
        await options.saveAttributes?.();
      },
    },
    devices: {
      claim: async (deviceName, secretKey) => {
        calls.claims.push({ deviceName, secretKey });
        return options.claim ? options.claim(deviceName, secretKey) : 'claimed';
      },
    },
    stateParams: options.stateParams ?? {},
    currentUser: { authority: 'TENANT_ADMIN', tenantId: 'tenant-1', customerId: null },
    isEdit: options.isEdit ?? false,
    showToast: (message, severity) => {
      calls.toasts.push({ message, severity });
    },
    callFunction: (body, argNames, args) => {
      calls.functions.push({ body, argNames, args });
      const implementation = options.functions?.[body];
      if (!implementation) return undefined;
      try {
        return implementation(...structuredClone(args));
      } catch {
        return undefined;
      }
    },
  };
}

import type { EntityId, StateParams, WidgetAction } from '@fleetdeck/model';
import type {
  WidgetActionTarget,
  WidgetAttributeScope,
  WidgetContext,
  WidgetRpcOptions,
  WidgetToastSeverity,
} from '../widget-context';

/** A user function a test lets the fake sandbox run, keyed by its body as the widget's settings hold it. */
export type TestFunction = (...args: unknown[]) => unknown;

export interface TestContextOptions {
  /** the widget's `config.actions` */
  actions?: Record<string, WidgetAction[]>;
  /** bodies the sandbox "runs"; any other body answers undefined, as a body that throws does in the host */
  functions?: Record<string, TestFunction>;
  targetDevice?: EntityId | null;
  /** what a two-way RPC answers */
  rpcReply?: unknown;
  stateParams?: StateParams;
  isEdit?: boolean;
}

/** A WidgetContext for component tests: plain data in, every call a widget makes recorded for assertions. */
export interface TestWidgetContext extends WidgetContext {
  runs: Array<{ action: WidgetAction; target?: WidgetActionTarget }>;
  rpcCalls: Array<{ kind: 'oneWay' | 'twoWay'; method: string; params: unknown; options?: WidgetRpcOptions }>;
  savedAttributes: Array<{ entity: EntityId; scope: WidgetAttributeScope; values: Record<string, unknown> }>;
  toasts: Array<{ message: string; severity: WidgetToastSeverity }>;
  functionCalls: Array<{ body: string; argNames: string[]; args: unknown[] }>;
}

export function createTestContext(options: TestContextOptions = {}): TestWidgetContext {
  const context: TestWidgetContext = {
    runs: [],
    rpcCalls: [],
    savedAttributes: [],
    toasts: [],
    functionCalls: [],
    actions: {
      descriptors: (sourceId) => options.actions?.[sourceId] ?? [],
      run: (action, target) => {
        context.runs.push({ action, target });
      },
    },
    rpc: {
      targetDevice: options.targetDevice ?? null,
      sendOneWay: async (method, params, rpcOptions) => {
        context.rpcCalls.push({ kind: 'oneWay', method, params, options: rpcOptions });
      },
      sendTwoWay: async (method, params, rpcOptions) => {
        context.rpcCalls.push({ kind: 'twoWay', method, params, options: rpcOptions });
        return options.rpcReply;
      },
    },
    attributes: {
      save: async (entity, scope, values) => {
        context.savedAttributes.push({ entity, scope, values });
      },
    },
    stateParams: options.stateParams ?? {},
    currentUser: { authority: 'TENANT_ADMIN', tenantId: 'tenant-1', customerId: null },
    isEdit: options.isEdit ?? false,
    showToast: (message, severity) => {
      context.toasts.push({ message, severity });
    },
    callFunction: (body, argNames, args) => {
      // The host JSON-copies arguments into its sandbox; copying here keeps widgets from relying on shared objects.
      const copied = JSON.parse(JSON.stringify(args ?? [])) as unknown[];
      context.functionCalls.push({ body, argNames, args: copied });
      return options.functions?.[body]?.(...copied);
    },
  };
  return context;
}

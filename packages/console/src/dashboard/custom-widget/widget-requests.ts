import type { EntityId, StateParams, WidgetAction } from '@fleetdeck/model';
import type { WidgetAttributeScope, WidgetContext, WidgetEntity } from '../../widgets/widget-context';
import type { WidgetRequest } from './protocol';

/** What a custom widget may reach through its host: the dashboard's services and the bounds of its own config. */
export interface WidgetRequestScope {
  context: WidgetContext;
  /** the entities the widget's datasources resolved to: the only ones it may write attributes of */
  entities: readonly WidgetEntity[];
  /** the widget's configured actions by source id: the only ones it may run */
  actions: Record<string, WidgetAction[]>;
  state: {
    open(id: string, params: StateParams, openRightLayout?: boolean): void;
    update(id: string | null, params: StateParams, openRightLayout?: boolean): void;
    reset(): void;
  };
}

/** A refusal the widget's script receives as its promise's rejection. */
export class WidgetRequestRefused extends Error {}

const SCOPES: readonly WidgetAttributeScope[] = ['SERVER_SCOPE', 'SHARED_SCOPE'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function entityOf(value: unknown, entities: readonly WidgetEntity[]): WidgetEntity | undefined {
  if (!isRecord(value)) return undefined;
  return entities.find((entity) => entity.id.id === value.id && entity.id.entityType === value.entityType);
}

/** The platform's `[{key, value}]` list as the `{key: value}` object the REST call takes. */
function attributeValues(list: unknown): Record<string, unknown> {
  if (!Array.isArray(list)) throw new WidgetRequestRefused('attributes must be a list of {key, value}');
  const values: Record<string, unknown> = {};
  for (const item of list) {
    if (!isRecord(item) || typeof item.key !== 'string' || item.key === '') {
      throw new WidgetRequestRefused('attributes must be a list of {key, value}');
    }
    values[item.key] = item.value;
  }
  return values;
}

function stateParams(value: unknown): StateParams {
  return isRecord(value) ? (value as StateParams) : {};
}

function timeoutOf(value: unknown): { timeout?: number } {
  return typeof value === 'number' && value > 0 ? { timeout: value } : {};
}

/**
 * Answers one request of a custom widget after the host's checks: nothing is sent while the dashboard is edited,
 * attributes are written only to the widget's own entities, RPC goes only to its target device (the context's), and
 * only actions of its config run. The server then checks the user's authority as for any call.
 */
export async function answerWidgetRequest(request: WidgetRequest, scope: WidgetRequestScope): Promise<unknown> {
  const { context } = scope;
  const { args } = request;
  if (context.isEdit) throw new WidgetRequestRefused('the dashboard is being edited');
  switch (request.op) {
    case 'saveAttributes': {
      const entity = entityOf(args.entityId, scope.entities);
      if (!entity) throw new WidgetRequestRefused('the entity is not one of the widget');
      const attributeScope = args.scope as WidgetAttributeScope;
      if (!SCOPES.includes(attributeScope))
        throw new WidgetRequestRefused('the scope must be SERVER_SCOPE or SHARED_SCOPE');
      await context.attributes.save(entity.id as EntityId, attributeScope, attributeValues(args.attributes));
      return undefined;
    }
    case 'rpcOneWay':
    case 'rpcTwoWay': {
      if (typeof args.method !== 'string' || args.method === '')
        throw new WidgetRequestRefused('an RPC needs a method');
      if (request.op === 'rpcOneWay') {
        await context.rpc.sendOneWay(args.method, args.params, timeoutOf(args.timeout));
        return undefined;
      }
      return context.rpc.sendTwoWay(args.method, args.params, timeoutOf(args.timeout));
    }
    case 'action': {
      const action = Object.values(scope.actions)
        .flat()
        .find((candidate) => candidate.id === args.descriptorId);
      if (!action) throw new WidgetRequestRefused('the action is not configured for the widget');
      const entity = entityOf(args.entityId, scope.entities);
      context.actions.run(action, entity ? { entity } : undefined);
      return undefined;
    }
    case 'openState':
      if (typeof args.id !== 'string') throw new WidgetRequestRefused('a state id is needed');
      scope.state.open(args.id, stateParams(args.params), args.openRightLayout === true);
      return undefined;
    case 'updateState':
      scope.state.update(
        typeof args.id === 'string' ? args.id : null,
        stateParams(args.params),
        args.openRightLayout === true,
      );
      return undefined;
    case 'resetState':
      scope.state.reset();
      return undefined;
  }
}

import type {
  DashboardState,
  EntityId,
  StateControllerId,
  StateObject,
  StateParams,
  WidgetAction,
} from '@fleetdeck/model';

/** The state stack and what the user may switch between. */
export interface StateNavigation {
  controllerId: StateControllerId;
  states: Record<string, DashboardState>;
  stack: readonly StateObject[];
}

export interface StateTransition {
  stack: StateObject[];
  openRightLayout: boolean;
}

/**
 * Opens a state: the entity controller pushes it onto the breadcrumb, the default controller shows it alone.
 * An unknown state id is ignored.
 */
export function openState(
  navigation: StateNavigation,
  id: string,
  params: StateParams,
  openRightLayout = false,
): StateTransition | null {
  if (!navigation.states[id]) return null;
  const next = { id, params };
  const stack = navigation.controllerId === 'entity' ? [...navigation.stack, next] : [next];
  return { stack, openRightLayout };
}

/** Replaces the current state (the target, or the current one with new params) instead of adding a step. */
export function updateState(
  navigation: StateNavigation,
  id: string | null | undefined,
  params: StateParams,
  openRightLayout = false,
): StateTransition | null {
  const targetId = id || navigation.stack.at(-1)?.id;
  if (!targetId || !navigation.states[targetId]) return null;
  const next = { id: targetId, params };
  const stack = navigation.controllerId === 'entity' ? [...navigation.stack.slice(0, -1), next] : [next];
  return { stack, openRightLayout };
}

/** Going back through the breadcrumb keeps the states up to and including the chosen one. */
export function navigateToStateIndex(stack: readonly StateObject[], index: number): StateObject[] {
  return stack.slice(0, Math.max(0, index) + 1);
}

export function resetState(rootId: string): StateObject[] {
  return [{ id: rootId, params: {} }];
}

export interface ActionEntity {
  entityId: EntityId;
  entityName?: string | null;
  entityLabel?: string | null;
}

/**
 * The params a state action opens with: a copy of the current params with the clicked entity set, at top level or
 * under the action's entity param name (which is then remembered as the target param).
 */
export function actionStateParams(
  current: StateParams,
  action: Pick<WidgetAction, 'setEntityId' | 'stateEntityParamName'>,
  entity: ActionEntity | null,
): StateParams {
  const params = structuredClone(current);
  if (!action.setEntityId || !entity?.entityId) return params;
  const paramName = action.stateEntityParamName;
  let target: StateParams = params;
  if (paramName) {
    const existing = params[paramName];
    if (typeof existing === 'object' && existing !== null) target = existing as StateParams;
    else {
      target = {};
      params[paramName] = target;
      params.targetEntityParamName = paramName;
    }
  }
  target.entityId = entity.entityId;
  if (entity.entityName) target.entityName = entity.entityName;
  else delete target.entityName;
  if (entity.entityLabel) target.entityLabel = entity.entityLabel;
  else delete target.entityLabel;
  return params;
}

/** The one-element stack an openDashboard action puts in the target dashboard's link. */
export function openDashboardStack(
  action: Pick<WidgetAction, 'setEntityId' | 'stateEntityParamName' | 'targetDashboardStateId'>,
  entity: ActionEntity | null,
): StateObject[] {
  const params = actionStateParams({}, action, entity);
  return [{ id: action.targetDashboardStateId ?? null, params }];
}

function insertVariable(text: string, name: string, value: string): string {
  return text.split(`\${${name}}`).join(value);
}

/**
 * A state's name in the breadcrumb: `${entityName}` and `${entityLabel}` come from the state's params, and
 * `${param:entityName}` / `${param:entityLabel}` from the entity under a named param.
 */
export function stateDisplayName(state: DashboardState, params: StateParams): string {
  let name = insertVariable(state.name, 'entityName', params.entityName ?? '');
  name = insertVariable(name, 'entityLabel', params.entityLabel ?? '');
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'object' || value === null) continue;
    const entity = value as StateParams;
    if (entity.entityName) name = insertVariable(name, `${key}:entityName`, entity.entityName);
    if (entity.entityLabel) name = insertVariable(name, `${key}:entityLabel`, entity.entityLabel);
  }
  return name;
}

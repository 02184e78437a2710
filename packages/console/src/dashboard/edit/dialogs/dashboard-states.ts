import type { DashboardConfiguration, DashboardState, Widget, WidgetAction } from '@fleetdeck/model';
import { defaultDashboardState } from '../../model/dashboard-defaults';

type States = Record<string, DashboardState>;

/** The state id the platform derives from a name: lower case, non-word characters as `_`, made unique by a counter. */
export function stateIdFromName(name: string, existingIds: readonly string[]): string {
  const base = name.trim().toLowerCase().replace(/\W/g, '_');
  let id = base;
  for (let counter = 1; existingIds.includes(id); counter++) id = `${base}_${counter}`;
  return id;
}

/** Actions that open one of this dashboard's states (openDashboard actions name another dashboard's states). */
function opensOwnState(action: WidgetAction, stateId: string): boolean {
  return (
    (action.type === 'openDashboardState' || action.type === 'updateDashboardState') &&
    action.targetDashboardStateId === stateId
  );
}

function actionsOf(widget: Widget): WidgetAction[] {
  return Object.values(widget.config?.actions ?? {}).flat();
}

/** How many widget actions open the state: they follow it when its id changes. */
export function stateReferenceCount(configuration: DashboardConfiguration, stateId: string): number {
  return Object.values(configuration.widgets ?? {}).reduce(
    (count, widget) => count + actionsOf(widget).filter((action) => opensOwnState(action, stateId)).length,
    0,
  );
}

function mapStates(states: States, map: (id: string, state: DashboardState) => [string, DashboardState]): States {
  return Object.fromEntries(Object.entries(states).map(([id, state]) => map(id, state)));
}

/** A new state with an empty main layout, added after the others. */
export function addState(configuration: DashboardConfiguration, id: string, name: string): DashboardConfiguration {
  return { ...configuration, states: { ...configuration.states, [id]: defaultDashboardState(name, false) } };
}

export function renameState(configuration: DashboardConfiguration, id: string, name: string): DashboardConfiguration {
  return {
    ...configuration,
    states: mapStates(configuration.states, (stateId, state) => [stateId, stateId === id ? { ...state, name } : state]),
  };
}

function retargetActions(widget: Widget, oldId: string, newId: string): Widget {
  const actions = widget.config?.actions;
  if (!actions || !actionsOf(widget).some((action) => opensOwnState(action, oldId))) return widget;
  const retargeted = Object.fromEntries(
    Object.entries(actions).map(([source, list]) => [
      source,
      list.map((action) => (opensOwnState(action, oldId) ? { ...action, targetDashboardStateId: newId } : action)),
    ]),
  );
  return { ...widget, config: { ...widget.config, actions: retargeted } };
}

/** The state under a new id in the same place, and the widget actions that opened it opening it still. */
export function changeStateId(
  configuration: DashboardConfiguration,
  oldId: string,
  newId: string,
): DashboardConfiguration {
  if (oldId === newId) return configuration;
  const widgets = Object.fromEntries(
    Object.entries(configuration.widgets ?? {}).map(([id, widget]) => [id, retargetActions(widget, oldId, newId)]),
  );
  return {
    ...configuration,
    widgets,
    states: mapStates(configuration.states, (id, state) => [id === oldId ? newId : id, state]),
  };
}

/** Why a state cannot be deleted, as a message key; null when it can. */
export function stateDeleteRefusal(configuration: DashboardConfiguration, id: string): string | null {
  if (Object.keys(configuration.states).length <= 1) return 'dashboard.last-state-delete-refused';
  if (configuration.states[id]?.root) return 'dashboard.root-state-delete-refused';
  return null;
}

/** The configuration without the state; the root and the last state stay. */
export function deleteState(configuration: DashboardConfiguration, id: string): DashboardConfiguration {
  if (stateDeleteRefusal(configuration, id)) return configuration;
  const { [id]: _deleted, ...states } = configuration.states;
  return { ...configuration, states };
}

/** The state made the one root; the others lose the flag. */
export function setRootState(configuration: DashboardConfiguration, id: string): DashboardConfiguration {
  return {
    ...configuration,
    states: mapStates(configuration.states, (stateId, state) => [stateId, { ...state, root: stateId === id }]),
  };
}

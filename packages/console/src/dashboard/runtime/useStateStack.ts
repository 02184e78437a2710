import type { Dashboard, StateObject, StateParams } from '@fleetdeck/model';
import { useCallback, useMemo } from 'react';
import { loadEntity } from '../../components/pickers/entity-lookup';
import { reportError } from '../../core/http/report-error';
import { useUrlParams } from '../../core/routing/url-params';
import { rootStateId } from '../model/normalize-dashboard';
import { navigateToStateIndex, openState, resetState, updateState } from '../model/state-controller';
import { historyModeFor, parseStateParam, stateParamFor } from '../model/state-url';
import { type LoadEntityName, needsEntityNames, withEntityNames } from './state-entity-names';

export interface StateStack {
  stack: StateObject[];
  /** the shown state */
  current: StateObject & { id: string };
  open(id: string, params: StateParams, openRightLayout?: boolean): void;
  update(id: string | null, params: StateParams, openRightLayout?: boolean): void;
  reset(): void;
  /** back through the breadcrumb to the state at this index */
  navigateTo(index: number): void;
}

const loadName: LoadEntityName = (entityId) => loadEntity(entityId).catch(() => null);

/** Goes on with the params at once when they name their entities, else once the names are read. */
export function withNamedEntities(params: StateParams, proceed: (params: StateParams) => void): void {
  if (!needsEntityNames(params)) proceed(params);
  else withEntityNames(params, loadName).then(proceed).catch(reportError);
}

/**
 * The dashboard's state stack, kept in the `state` URL parameter as the platform writes it: browser back and
 * forward move through states, and a link opens the same state with the same entity.
 */
export function useStateStack(dashboard: Dashboard): StateStack {
  const [searchParams, setSearchParams] = useUrlParams();
  const { states, settings } = dashboard.configuration;
  const rootId = rootStateId(dashboard.configuration);
  const controllerId = settings.stateControllerId === 'default' ? 'default' : 'entity';
  const param = searchParams.get('state');
  const stack = useMemo(() => parseStateParam(param, states, rootId), [param, states, rootId]);

  const write = useCallback(
    (next: StateObject[]) => {
      setSearchParams(
        { state: stateParamFor(next, controllerId, rootId) },
        { replace: historyModeFor(stack, next) === 'replace' },
      );
    },
    [setSearchParams, controllerId, rootId, stack],
  );

  return useMemo(() => {
    const navigation = { controllerId, states, stack } as const;
    const top = stack.at(-1) ?? { id: rootId, params: {} };
    return {
      stack,
      current: { id: top.id ?? rootId, params: top.params },
      open: (id, params, openRightLayout) =>
        withNamedEntities(params, (filled) => {
          const next = openState(navigation, id, filled, openRightLayout);
          if (next) write(next.stack);
        }),
      update: (id, params, openRightLayout) =>
        withNamedEntities(params, (filled) => {
          const next = updateState(navigation, id, filled, openRightLayout);
          if (next) write(next.stack);
        }),
      reset: () => write(resetState(rootId)),
      navigateTo: (index) => write(navigateToStateIndex(stack, index)),
    };
  }, [controllerId, states, stack, rootId, write]);
}

import type { Dashboard, StateObject } from '@fleetdeck/model';
import { useMemo, useState } from 'react';
import { navigateToStateIndex, openState, resetState, updateState } from '../model/state-controller';
import { type StateStack, withNamedEntities } from './useStateStack';

/**
 * The state stack of a state shown in a dialog or popover: it starts at that state and lives only as long as the
 * dialog, so actions inside it move within the dialog and never touch the URL.
 */
export function useLocalStateStack(dashboard: Dashboard, initial: StateObject & { id: string }): StateStack {
  const [stack, setStack] = useState<StateObject[]>(() => [initial]);
  const { states, settings } = dashboard.configuration;
  const controllerId = settings.stateControllerId === 'default' ? 'default' : 'entity';
  return useMemo(() => {
    const navigation = { controllerId, states, stack } as const;
    const top = stack.at(-1) ?? initial;
    return {
      stack,
      current: { id: top.id ?? initial.id, params: top.params },
      open: (id, params, openRightLayout) =>
        withNamedEntities(params, (filled) => {
          const next = openState(navigation, id, filled, openRightLayout);
          if (next) setStack(next.stack);
        }),
      update: (id, params, openRightLayout) =>
        withNamedEntities(params, (filled) => {
          const next = updateState(navigation, id, filled, openRightLayout);
          if (next) setStack(next.stack);
        }),
      reset: () => setStack(resetState(initial.id)),
      navigateTo: (index) => setStack(navigateToStateIndex(stack, index)),
    };
  }, [controllerId, states, stack, initial]);
}

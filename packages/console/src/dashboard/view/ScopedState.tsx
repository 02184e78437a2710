import type { StateParams } from '@fleetdeck/model';
import type { ReactNode } from 'react';
import { StateScopeProvider, useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import { useLocalStateStack } from '../runtime/useLocalStateStack';

/** Gives its children a state of the dashboard of their own, starting at the given state and params. */
export function ScopedState({
  stateId,
  params,
  children,
}: {
  stateId: string;
  params: StateParams;
  children: ReactNode;
}) {
  const { dashboard } = useDashboardRuntime();
  const state = useLocalStateStack(dashboard, { id: stateId, params });
  return <StateScopeProvider state={state}>{children}</StateScopeProvider>;
}

import type { AttributeScope, EntityId, SubscriptionUpdate } from '@fleetdeck/model';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { applyUpdate, type LiveValues, NO_VALUES } from './live-values';
import type { TelemetryService, V1Listener } from './telemetry-service';
import { telemetryService } from './telemetry-session';

/** Tests and stories may hand in their own service; the console uses the session's. */
export const TelemetryServiceContext = createContext<TelemetryService>(telemetryService);

export interface LiveState {
  values: LiveValues;
  /** false until the first update arrived */
  ready: boolean;
  /** the server's message when the subscription failed */
  error: string | null;
  /** subscribes again, so the next update is complete (after deleting keys, say) */
  reload(): void;
}

type Subscribe = (service: TelemetryService, listener: V1Listener) => () => void;

function useLiveValues(subscribe: Subscribe | null, identity: string): LiveState {
  const service = useContext(TelemetryServiceContext);
  const [state, setState] = useState<{ identity: string; values: LiveValues; ready: boolean; error: string | null }>({
    identity,
    values: NO_VALUES,
    ready: false,
    error: null,
  });
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: identity stands for what subscribe reads
  useEffect(() => {
    if (!subscribe) return;
    // A reload keeps showing the values until the complete update replaces them.
    setState((current) =>
      current.identity === identity ? current : { identity, values: NO_VALUES, ready: false, error: null },
    );
    return subscribe(service, (update: SubscriptionUpdate, initial: boolean) => {
      setState((current) =>
        update.errorCode !== 0
          ? { ...current, identity, ready: true, error: update.errorMsg ?? String(update.errorCode) }
          : { identity, values: applyUpdate(current.values, update, initial), ready: true, error: null },
      );
    });
  }, [service, identity, generation]);

  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  // Values of a previous entity or scope never show while the new subscription starts.
  if (state.identity !== identity) return { values: NO_VALUES, ready: false, error: null, reload };
  return { values: state.values, ready: state.ready, error: state.error, reload };
}

/** The latest timeseries values of an entity, kept live (all keys unless some are given). */
export function useLatestTelemetry(entityId: EntityId | null, keys?: readonly string[]): LiveState {
  const keyText = keys?.join(',') ?? '';
  return useLiveValues(
    entityId
      ? (service, listener) => service.subscribeLatest(entityId, keyText ? keyText.split(',') : null, listener)
      : null,
    `${entityId?.entityType}:${entityId?.id}:${keyText}`,
  );
}

/** The attributes of one scope of an entity, kept live. */
export function useAttributes(entityId: EntityId | null, scope: AttributeScope): LiveState {
  return useLiveValues(
    entityId ? (service, listener) => service.subscribeAttributes(entityId, scope, null, listener) : null,
    `${entityId?.entityType}:${entityId?.id}:${scope}`,
  );
}

import type { AttributeScope, EntityId } from '@fleetdeck/model';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';

/** The key lists of an entity view form and where each one's suggestions come from. */
export type TargetKeySource = { kind: 'timeseries' } | { kind: 'attributes'; scope: AttributeScope };

const NONE: string[] = [];

/**
 * The target entity's real key names of one kind, suggested while the user types; none before a target is picked.
 * Suggestions only help: they are read without the loading bar or an error toast, and a failed read suggests nothing,
 * since the user may still type any key.
 */
export function useTargetKeys(target: EntityId | null, source: TargetKeySource): string[] {
  const found = useQuery({
    queryKey: [
      'telemetry',
      target?.entityType,
      target?.id,
      source.kind === 'timeseries' ? 'timeseries-keys' : `attribute-keys-${source.scope}`,
    ],
    queryFn: async () => {
      if (!target) return NONE;
      try {
        const keys = await api.http.silently(() =>
          source.kind === 'timeseries'
            ? api.telemetry.timeseriesKeys(target)
            : api.telemetry.attributeKeys(target, source.scope),
        );
        return [...keys].sort((a, b) => a.localeCompare(b));
      } catch (error) {
        console.warn('The target entity keys could not be read', error);
        return NONE;
      }
    },
    enabled: target !== null,
    meta: { suppressErrors: true },
  });
  return found.data ?? NONE;
}

import type { DashboardState } from '@fleetdeck/model';
import { useMemo } from 'react';
import { useDashboardRuntime } from '../../runtime/DashboardRuntimeContext';
import type { AliasOption, FilterOption } from './DatasourceEditor';

/**
 * What the configuration dialog offers from the open dashboard (the draft's, in edit mode): aliases, filters and
 * states.
 */
export function useWidgetConfigChoices(): {
  aliases: AliasOption[];
  filters: FilterOption[];
  states: Record<string, Pick<DashboardState, 'name'>>;
} {
  const { dashboard, aliases: resolved } = useDashboardRuntime();
  return useMemo(() => {
    const aliases = Object.entries(dashboard.configuration.entityAliases).map(([id, alias]) => {
      const resolution = resolved[id];
      return { id, name: alias.alias, entity: resolution?.kind === 'entity' ? resolution.entityId : null };
    });
    const filters = Object.values(dashboard.configuration.filters ?? {}).map((filter) => ({
      id: filter.id,
      name: filter.filter,
    }));
    return { aliases, filters, states: dashboard.configuration.states };
  }, [dashboard, resolved]);
}

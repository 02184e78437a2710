import type { ComponentDescriptor, ComponentType, RuleChainType } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** The rule node catalogue the rule chain editor builds its palette from. */
export function componentsApi(http: ApiClient) {
  return {
    /** the node kinds of the given types that a rule chain of that type (CORE when not given) may hold */
    list: (componentTypes: readonly ComponentType[], ruleChainType?: RuleChainType) =>
      http.get<ComponentDescriptor[]>('/api/components', {
        query: { componentTypes: componentTypes.join(','), ruleChainType },
      }),
    byType: (componentType: ComponentType, ruleChainType?: RuleChainType) =>
      http.get<ComponentDescriptor[]>(`/api/components/${componentType}`, { query: { ruleChainType } }),
    /** one node kind by its class name, the `type` a stored rule node names */
    byClazz: (clazz: string) => http.get<ComponentDescriptor>(`/api/component/${encodeURIComponent(clazz)}`),
  };
}

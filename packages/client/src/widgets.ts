import type {
  PageData,
  PageLink,
  WidgetsBundle,
  WidgetsBundleDraft,
  WidgetType,
  WidgetTypeDetails,
  WidgetTypeDraft,
  WidgetTypeInfo,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** Which widget types of a bundle: the system's (`isSystem`) or the caller's tenant's, by the bundle's alias. */
export interface WidgetTypeScope {
  isSystem: boolean;
  bundleAlias: string;
}

/** Widgets bundles and widget types: the system catalogue and each tenant's own. */
export function widgetsApi(http: ApiClient) {
  const scope = ({ isSystem, bundleAlias }: WidgetTypeScope) => ({ query: { isSystem, bundleAlias } });
  return {
    bundle: (bundleId: string) => http.get<WidgetsBundle>(`/api/widgetsBundle/${bundleId}`),
    saveBundle: (bundle: WidgetsBundleDraft) => http.post<WidgetsBundle>('/api/widgetsBundle', bundle),
    deleteBundle: (bundleId: string) => http.delete<void>(`/api/widgetsBundle/${bundleId}`),
    /** One page of the bundles the caller may use: the system's and its tenant's. */
    bundles: (link: PageLink) =>
      http.get<PageData<WidgetsBundle>>('/api/widgetsBundles', { query: pageLinkToQuery(link) }),
    /** Every bundle the caller may use, unpaged. */
    allBundles: () => http.get<WidgetsBundle[]>('/api/widgetsBundles'),

    widgetType: (widgetTypeId: string) => http.get<WidgetTypeDetails>(`/api/widgetType/${widgetTypeId}`),
    saveWidgetType: (widgetType: WidgetTypeDraft) => http.post<WidgetTypeDetails>('/api/widgetType', widgetType),
    deleteWidgetType: (widgetTypeId: string) => http.delete<void>(`/api/widgetType/${widgetTypeId}`),
    widgetTypes: (of: WidgetTypeScope) => http.get<WidgetType[]>('/api/widgetTypes', scope(of)),
    widgetTypesDetails: (of: WidgetTypeScope) => http.get<WidgetTypeDetails[]>('/api/widgetTypesDetails', scope(of)),
    widgetTypesInfos: (of: WidgetTypeScope) => http.get<WidgetTypeInfo[]>('/api/widgetTypesInfos', scope(of)),
    /** The widget type a saved widget names by `isSystemType`, `bundleAlias` and `typeAlias`. */
    widgetTypeByAlias: (of: WidgetTypeScope, alias: string) =>
      http.get<WidgetType>('/api/widgetType', { query: { ...scope(of).query, alias } }),
  };
}

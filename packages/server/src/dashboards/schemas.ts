import { Type } from 'typebox';
import {
  BodyObject,
  EntityIdBody,
  NullableBoolean,
  NullableNumber,
  NullableString,
  PageLinkQuery,
  pageQueryWith,
  QueryText,
  UuidParams,
} from '../http/schemas.js';

export const DashboardIdParams = UuidParams('dashboardId');
export const CustomerDashboardParams = UuidParams('customerId', 'dashboardId');
export const CustomerParams = UuidParams('customerId');
export const TenantParams = UuidParams('tenantId');
export const EdgeDashboardParams = UuidParams('edgeId', 'dashboardId');
export const EdgeParams = UuidParams('edgeId');

/** The tenant's and a customer's lists: paging, and `mobile` for the dashboards the mobile application shows. */
export const DashboardPageQuery = Type.Object({
  ...pageQueryWith().properties,
  mobile: Type.Optional(QueryText('java.lang.Boolean', 'Only the dashboards not hidden on mobile')),
});
export const PageQuery = PageLinkQuery;

/** A dashboard's configuration: any JSON object, stored as given, or null. */
const Configuration = Type.Unsafe<Record<string, unknown> | null>({
  type: 'object',
  nullable: true,
  description: 'The dashboard JSON the console interprets: widgets, states, entity aliases, time window, settings',
});

export const DashboardBody = BodyObject(
  {
    id: EntityIdBody,
    createdTime: NullableNumber(),
    tenantId: EntityIdBody,
    title: NullableString(),
    image: NullableString({ description: 'A data URL of the dashboard picture' }),
    mobileHide: NullableBoolean(),
    mobileOrder: NullableNumber(),
    configuration: Configuration,
    externalId: EntityIdBody,
  },
  'A dashboard; without id it is created. Its customers change only through the assignment calls',
);

/** The customer ids of the replace, add and remove calls. */
export const CustomerIdsBody = Type.Array(Type.String(), { description: 'Customer ids' });

export const HomeDashboardInfoBody = BodyObject(
  { dashboardId: EntityIdBody, hideDashboardToolbar: NullableBoolean() },
  "The tenant's home dashboard; a null dashboardId clears it",
);

export const DashboardVersionParams = UuidParams('dashboardId', 'versionId');

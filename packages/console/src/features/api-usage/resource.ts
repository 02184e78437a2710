import { mdiChartBar } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /usage: the tenant administrator's API usage, after the audit logs as in the platform's menu. */
export const apiUsageResource: Resource = {
  id: 'api_usage',
  path: 'usage',
  title: 'api-usage.api-usage',
  icon: mdiChartBar,
  authorities: ['TENANT_ADMIN'],
  menu: {},
  homeSection: 'api-usage.api-usage',
  page: () => import('./ApiUsagePage').then((m) => m.ApiUsagePage),
};

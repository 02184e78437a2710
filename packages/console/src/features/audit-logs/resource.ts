import { mdiTextBoxSearch } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /auditLogs: the tenant administrator's audit logs, after the dashboards as in the platform's menu. */
export const auditLogsResource: Resource = {
  id: 'audit_log',
  path: 'auditLogs',
  title: 'audit-log.audit-logs',
  icon: mdiTextBoxSearch,
  authorities: ['TENANT_ADMIN'],
  menu: {},
  homeSection: 'audit-log.audit',
  page: () => import('./AuditLogsPage').then((m) => m.AuditLogsPage),
};

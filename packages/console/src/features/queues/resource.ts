import { mdiFormatListNumbered } from '@mdi/js';
import type { Resource } from '../../app/resource';
import { systemSettingsGroup } from '../system-settings/resources';

/** /settings/queues: the rule-engine queues, last of the system settings. */
export const queuesResource: Resource = {
  id: 'queues',
  path: 'settings/queues',
  title: 'queue.queues',
  icon: mdiFormatListNumbered,
  authorities: ['SYS_ADMIN'],
  menu: { group: systemSettingsGroup },
  homeSection: 'admin.system-settings',
  page: () => import('./QueuesPage').then((m) => m.QueuesPage),
};

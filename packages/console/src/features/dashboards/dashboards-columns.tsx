import type { DashboardInfo } from '@fleetdeck/model';
import { mdiCheck } from '@mdi/js';
import i18next from 'i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import type { EntityColumn } from '../../entities/entity-config';
import { assignedCustomerTitles, publicCustomerId } from './public-link';

/** The customers a dashboard is assigned to, and whether it is public. */
export function dashboardsColumns<T extends DashboardInfo>(): EntityColumn<T>[] {
  const isPublic = (dashboard: T) => publicCustomerId(dashboard) !== null;
  return [
    {
      key: 'assignedCustomers',
      title: 'dashboard.assigned-customers',
      render: assignedCustomerTitles,
      csv: assignedCustomerTitles,
    },
    {
      key: 'public',
      title: 'dashboard.public',
      width: 90,
      render: (dashboard) =>
        isPublic(dashboard) ? (
          <MdiIcon path={mdiCheck} fontSize="small" aria-label={i18next.t('dashboard.public')} />
        ) : null,
      csv: isPublic,
    },
  ];
}

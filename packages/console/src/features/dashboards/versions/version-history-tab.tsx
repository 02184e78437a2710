import type { DetailsTab } from '../../../entities/entity-config';
import type { DashboardListEntry } from '../dashboards-config';
import { VersionHistoryTab } from './VersionHistoryTab';

/** The Version history tab of the dashboards' details, for the tenant administrator who saves them. */
export function versionHistoryDetailsTab(): DetailsTab<DashboardListEntry> {
  return {
    id: 'versions',
    label: 'dashboard.version-history',
    render: (dashboard, context) => <VersionHistoryTab dashboardId={dashboard.id.id} onRestored={context.reload} />,
  };
}

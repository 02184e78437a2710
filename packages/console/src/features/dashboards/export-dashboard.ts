import type { DashboardInfo } from '@fleetdeck/model';
import { saveBlob } from '../../components/media/save-blob';
import { api } from '../../core/http/api';
import { exportedDashboard, exportFileName } from './dashboard-file';

/** Downloads the dashboard as the platform exports it. */
export async function exportDashboard(dashboard: Pick<DashboardInfo, 'id'>): Promise<void> {
  const full = await api.dashboards.get(dashboard.id.id);
  const json = JSON.stringify(exportedDashboard(full), null, 2);
  saveBlob(new Blob([json], { type: 'application/json' }), exportFileName(full.title));
}

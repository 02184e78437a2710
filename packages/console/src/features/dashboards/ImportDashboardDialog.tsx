import type { Dashboard } from '@fleetdeck/model';
import { JsonFileImportDialog } from '../../components/dialogs/JsonFileImportDialog';
import { api } from '../../core/http/api';
import { parseDashboardFile } from './dashboard-file';

interface ImportDashboardDialogProps {
  open: boolean;
  onClose(): void;
  onImported(dashboard: Dashboard): void;
}

/** Creates a dashboard from an exported JSON file dropped or chosen; a file that is not a dashboard creates nothing. */
export function ImportDashboardDialog({ open, onClose, onImported }: ImportDashboardDialogProps) {
  return (
    <JsonFileImportDialog
      open={open}
      title="dashboard.import"
      dropLabel="dashboard.drop-file"
      read={parseDashboardFile}
      save={(draft) => api.dashboards.save(draft)}
      onClose={onClose}
      onImported={onImported}
    />
  );
}

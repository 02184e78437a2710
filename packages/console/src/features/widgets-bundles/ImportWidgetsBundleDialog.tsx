import type { WidgetsBundle } from '@fleetdeck/model';
import { JsonFileImportDialog } from '../../components/dialogs/JsonFileImportDialog';
import { importWidgetsBundle } from './import-widgets';
import { parseWidgetsBundleFile } from './widgets-bundle-file';

interface ImportWidgetsBundleDialogProps {
  open: boolean;
  onClose(): void;
  onImported(bundle: WidgetsBundle): void;
}

/**
 * Creates a bundle with its widget types from an exported JSON file dropped or chosen; a file that is not a bundle,
 * or whose widget types the server refuses, creates nothing and shows why.
 */
export function ImportWidgetsBundleDialog({ open, onClose, onImported }: ImportWidgetsBundleDialogProps) {
  return (
    <JsonFileImportDialog
      open={open}
      title="widgets-bundle.import"
      dropLabel="widgets-bundle.drop-file"
      read={parseWidgetsBundleFile}
      save={importWidgetsBundle}
      showsServerErrors
      onClose={onClose}
      onImported={onImported}
    />
  );
}

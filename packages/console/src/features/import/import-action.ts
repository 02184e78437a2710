import { mdiFileImport } from '@mdi/js';
import type { EntityContext, EntityListAction } from '../../entities/entity-config';
import type { ImportEntityType } from './import-mapping';

export const IMPORT_TITLES: Record<ImportEntityType, string> = {
  DEVICE: 'import.import-devices',
  ASSET: 'import.import-assets',
  EDGE: 'import.import-edges',
};

/** The list header's import button; the page renders ImportWizardDialog and opens it from here. */
export function importListAction(
  entityType: ImportEntityType,
  open: (context: EntityContext) => void,
): EntityListAction {
  return { id: 'import', icon: mdiFileImport, label: IMPORT_TITLES[entityType], onAction: open };
}

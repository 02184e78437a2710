import type { WidgetsBundle } from '@fleetdeck/model';
import { api } from '../../core/http/api';
import type { ImportedWidgetsBundle, ImportedWidgetType } from './widgets-bundle-file';

/** Saves a widget type of a file into the bundle, under the bundle's alias whatever the file says. */
export function importWidgetType(bundle: Pick<WidgetsBundle, 'alias'>, widgetType: ImportedWidgetType) {
  return api.widgets.saveWidgetType({ ...widgetType, bundleAlias: bundle.alias });
}

/**
 * Creates the bundle of an imported file, then its widget types. The server refuses a widget type (an empty
 * descriptor) only after the bundle exists, so the bundle is deleted again then, with the types already saved in it:
 * a refused import leaves nothing behind.
 */
export async function importWidgetsBundle(imported: ImportedWidgetsBundle): Promise<WidgetsBundle> {
  const bundle = await api.widgets.saveBundle(imported.bundle);
  try {
    for (const widgetType of imported.widgetTypes) await importWidgetType(bundle, widgetType);
  } catch (error) {
    await api.widgets.deleteBundle(bundle.id.id);
    throw error;
  }
  return bundle;
}

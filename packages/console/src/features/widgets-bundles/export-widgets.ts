import type { WidgetsBundle, WidgetTypeDetails } from '@fleetdeck/model';
import { saveBlob } from '../../components/media/save-blob';
import { api } from '../../core/http/api';
import { isSystemBundle } from './bundle-access';
import { exportedWidgetsBundle, exportedWidgetType, exportFileName } from './widgets-bundle-file';

function saveJson(value: unknown, alias: string): void {
  saveBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), exportFileName(alias));
}

/** Downloads the bundle with the details of every widget type in it, as the platform exports it. */
export async function exportWidgetsBundle(bundle: Pick<WidgetsBundle, 'id'>): Promise<void> {
  const full = await api.widgets.bundle(bundle.id.id);
  const widgetTypes = await api.widgets.widgetTypesDetails({ isSystem: isSystemBundle(full), bundleAlias: full.alias });
  saveJson(exportedWidgetsBundle(full, widgetTypes), full.alias);
}

/** Downloads one widget type's details, as the platform exports it. */
export function exportWidgetType(widgetType: WidgetTypeDetails): void {
  saveJson(exportedWidgetType(widgetType), widgetType.alias);
}

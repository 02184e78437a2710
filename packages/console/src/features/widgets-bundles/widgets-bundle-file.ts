import type { WidgetsBundle, WidgetsBundleDraft, WidgetTypeDetails, WidgetTypeDraft } from '@fleetdeck/model';

/** The parts of a saved bundle or widget type that belong to one installation and so never travel in a file. */
const INSTALLATION_FIELDS = ['id', 'createdTime', 'tenantId', 'externalId'] as const;

function without(value: object, fields: readonly string[]): Record<string, unknown> {
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const field of fields) delete copy[field];
  return copy;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A bundle as the platform exports it: the bundle and the details of each of its widget types, without ids. */
export interface WidgetsBundleExport {
  widgetsBundle: Record<string, unknown>;
  widgetTypes: Record<string, unknown>[];
}

export function exportedWidgetsBundle(bundle: WidgetsBundle, widgetTypes: WidgetTypeDetails[]): WidgetsBundleExport {
  return {
    widgetsBundle: without(bundle, INSTALLATION_FIELDS),
    widgetTypes: widgetTypes.map(exportedWidgetType),
  };
}

/** A widget type as the platform exports it: its details without ids. */
export function exportedWidgetType(widgetType: WidgetTypeDetails): Record<string, unknown> {
  return without(widgetType, INSTALLATION_FIELDS);
}

/** The platform names an exported file after the alias of what it holds. */
export function exportFileName(alias: string): string {
  return `${alias.trim() || 'widgets'}.json`;
}

/** A widget type of a file, to be saved into a bundle: it takes that bundle's alias when saved. */
export type ImportedWidgetType = Omit<WidgetTypeDraft, 'bundleAlias'>;

export interface ImportedWidgetsBundle {
  bundle: WidgetsBundleDraft;
  widgetTypes: ImportedWidgetType[];
}

export type FileReading<T> = { ok: true; draft: T } | { ok: false; error: string };

/** A widget type needs a name and a descriptor object to be saved; anything else in the file travels as it is. */
function readWidgetType(value: unknown): ImportedWidgetType | null {
  if (!isObject(value) || typeof value.name !== 'string' || value.name.trim() === '' || !isObject(value.descriptor)) {
    return null;
  }
  const draft = without(value, [...INSTALLATION_FIELDS, 'bundleAlias']);
  return draft as unknown as ImportedWidgetType;
}

/**
 * Reads an exported bundle file. Text that is not JSON, and JSON without a titled `widgetsBundle` and a list of widget
 * types each with a name and a descriptor, is refused with a message key; otherwise the copies to create, without ids.
 */
export function parseWidgetsBundleFile(text: string): FileReading<ImportedWidgetsBundle> {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: 'widgets-bundle.invalid-json-file-error' };
  const file = parsed.value;
  if (!isObject(file) || !isObject(file.widgetsBundle) || !Array.isArray(file.widgetTypes)) {
    return { ok: false, error: 'widgets-bundle.invalid-widgets-bundle-file-error' };
  }
  const { title } = file.widgetsBundle;
  if (typeof title !== 'string' || title.trim() === '') {
    return { ok: false, error: 'widgets-bundle.invalid-widgets-bundle-file-error' };
  }
  const widgetTypes = file.widgetTypes.map(readWidgetType);
  if (widgetTypes.some((widgetType) => widgetType === null)) {
    return { ok: false, error: 'widgets-bundle.invalid-widgets-bundle-file-error' };
  }
  const bundle = without(file.widgetsBundle, INSTALLATION_FIELDS) as unknown as WidgetsBundleDraft;
  return { ok: true, draft: { bundle, widgetTypes: widgetTypes as ImportedWidgetType[] } };
}

/** Reads an exported widget type file: JSON with a name and a descriptor object, or why it is not one. */
export function parseWidgetTypeFile(text: string): FileReading<ImportedWidgetType> {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: 'widget.invalid-json-file-error' };
  const widgetType = readWidgetType(parsed.value);
  return widgetType ? { ok: true, draft: widgetType } : { ok: false, error: 'widget.invalid-widget-file-error' };
}

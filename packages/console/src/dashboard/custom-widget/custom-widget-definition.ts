import type { WidgetTypeDescriptor } from '@fleetdeck/model';
import type { RJSFSchema } from '@rjsf/utils';
import type { WidgetConfig } from '../../widgets/widget-config';
import type { WidgetConfigDefinition } from '../view/widget-config/widget-config-definition';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON schema of a platform settings schema text (`{"schema": {…}, "form": […]}`). The `form` part lays out
 * the platform's Angular form; the console's form is generated from the schema alone. Text that is not such a
 * schema (empty, damaged) gives none, as the platform then shows no settings.
 */
export function platformJsonSchema(text: string | undefined): RJSFSchema | undefined {
  if (!text?.trim()) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isObject(parsed) || !isObject(parsed.schema)) return undefined;
    const schema = parsed.schema as RJSFSchema;
    return schema.type === 'object' && isObject(schema.properties) ? schema : undefined;
  } catch {
    return undefined;
  }
}

const NO_SETTINGS: RJSFSchema = { type: 'object', properties: {} };

/** A saved config as the forms read it: settings (its own and each key's) kept as saved, an object when absent. */
function withSettingsObjects(saved: WidgetConfig): WidgetConfig {
  return {
    ...saved,
    settings: isObject(saved.settings) ? saved.settings : {},
    datasources: saved.datasources?.map((datasource) => ({
      ...datasource,
      dataKeys: (datasource.dataKeys ?? []).map((key) => ({
        ...key,
        settings: isObject(key.settings) ? key.settings : {},
      })),
    })),
  };
}

/**
 * The configuration of a tenant's own widget type (decision 046), from its descriptor: its settings and data key
 * settings schemas, and its saved config read as saved. Its code fires actions through `actionsApi` with any
 * descriptor it names, so the Actions tab keeps the saved actions but offers no source to add one to.
 */
export function customWidgetDefinition(descriptor: WidgetTypeDescriptor): WidgetConfigDefinition {
  return {
    kind: descriptor.type,
    settingsSchema: platformJsonSchema(descriptor.settingsSchema) ?? NO_SETTINGS,
    dataKeySettingsSchema: platformJsonSchema(descriptor.dataKeySettingsSchema),
    migrate: withSettingsObjects,
  };
}

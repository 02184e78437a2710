import type { WidgetDefinition } from '../../../widgets/widget-definition';

/**
 * What the widget configuration dialog needs of a widget type: a native type's definition, or a tenant's own type
 * read from its descriptor (`custom-widget/custom-widget-definition.ts`).
 */
export type WidgetConfigDefinition = Pick<
  WidgetDefinition,
  'kind' | 'settingsSchema' | 'dataKeySettingsSchema' | 'dataKeySettingsSchemaFor' | 'actionSources' | 'migrate'
>;

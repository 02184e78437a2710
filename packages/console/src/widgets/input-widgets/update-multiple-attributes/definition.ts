import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { updateMultipleAttributesDefaultConfig } from './default-config';
import { migrateMultipleInput } from './migrate';
import type { MultipleInputSettings } from './settings';
import { multipleInputKeySettingsSchema, multipleInputSettingsSchema } from './settings-schema';

/** The platform's "Update Multiple Attributes": a form per datasource entity that saves its attributes. */
export const updateMultipleAttributesDefinition: WidgetDefinition<MultipleInputSettings> = {
  fqn: 'input_widgets.update_multiple_attributes',
  kind: 'latest',
  component: lazy(() =>
    import('./UpdateMultipleAttributes').then((module) => ({ default: module.UpdateMultipleAttributes })),
  ),
  settingsSchema: multipleInputSettingsSchema,
  dataKeySettingsSchema: multipleInputKeySettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: updateMultipleAttributesDefaultConfig,
  migrate: migrateMultipleInput,
};

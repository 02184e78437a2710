import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { updateValueDefaultConfigs } from './default-configs';
import { UPDATE_VALUE_TYPES, type UpdateValueType } from './family';
import { migrateUpdateValue } from './migrate';
import type { UpdateValueSettings } from './settings';
import { updateValueSettingsSchema } from './settings-schema';

function updateValueDefinition({ alias, target, valueType }: UpdateValueType): WidgetDefinition<UpdateValueSettings> {
  return {
    fqn: `input_widgets.${alias}`,
    kind: 'latest',
    component: lazy(() =>
      import('./UpdateValue').then((module) => ({ default: module.updateValueComponent(target, valueType) })),
    ),
    settingsSchema: updateValueSettingsSchema(valueType),
    processNoDataByWidget: true,
    defaultConfig: updateValueDefaultConfigs[alias],
    migrate: migrateUpdateValue(valueType),
  };
}

/** The platform's "update attribute / time series" input widgets, one definition per type of the family. */
export const updateValueDefinitions = UPDATE_VALUE_TYPES.map(updateValueDefinition);

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { targetKeyDatasources } from '../target-key';
import { switchDefaultConfigs } from './default-configs';
import { SWITCH_TYPES, type SwitchType } from './family';
import { migrateSwitch } from './migrate';
import type { SwitchSettings } from './settings';
import { switchSettingsSchema } from './settings-schema';

function switchDefinition({ alias, variant }: SwitchType): WidgetDefinition<SwitchSettings> {
  return {
    fqn: `control_widgets.${alias}`,
    kind: 'rpc',
    component: lazy(() =>
      import('./SwitchControl').then((module) => ({ default: module.switchControlComponent(variant) })),
    ),
    settingsSchema: switchSettingsSchema(variant),
    processNoDataByWidget: true,
    extraDatasources: (config) =>
      targetKeyDatasources(config, config.settings.retrieveValueMethod, config.settings.valueKey),
    defaultConfig: switchDefaultConfigs[alias],
    migrate: migrateSwitch,
  };
}

/** The platform's RPC switches, one definition per type of the family. */
export const switchDefinitions = SWITCH_TYPES.map(switchDefinition);

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { gpioDefaultConfigs } from './default-configs';
import { GPIO_TYPES, type GpioType } from './family';
import { migrateGpio } from './migrate';
import type { GpioSettings } from './settings';
import { gpioSettingsSchema } from './settings-schema';

function gpioDefinition({ alias, kind, role, board }: GpioType): WidgetDefinition<GpioSettings> {
  return {
    fqn: `gpio_widgets.${alias}`,
    kind,
    component: lazy(() =>
      import('./GpioWidget').then((module) => ({ default: module.gpioComponent({ role, board }) })),
    ),
    settingsSchema: gpioSettingsSchema(role),
    // the pins are drawn, off, before any state is known
    processNoDataByWidget: true,
    defaultConfig: gpioDefaultConfigs[alias],
    migrate: migrateGpio,
  };
}

/** The platform's GPIO controls and panels, one definition per type of the family. */
export const gpioDefinitions = GPIO_TYPES.map(gpioDefinition);

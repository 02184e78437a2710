import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { knobDefaultConfig } from './default-config';
import { migrateKnob } from './migrate';
import type { KnobSettings } from './settings';
import { knobSettingsSchema } from './settings-schema';

/** The platform's "Knob Control": a number of the target device, read and set by RPC, turned on a dial. */
export const knobControlDefinition: WidgetDefinition<KnobSettings> = {
  fqn: 'control_widgets.knob_control',
  kind: 'rpc',
  component: lazy(() => import('./KnobControl').then((module) => ({ default: module.KnobControl }))),
  settingsSchema: knobSettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: knobDefaultConfig,
  migrate: migrateKnob,
};

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { rpcButtonDefaultConfig } from './default-config';
import { migrateRpcButton } from './migrate';
import type { RpcButtonSettings } from './settings';
import { rpcButtonSettingsSchema } from './settings-schema';

/** The platform's "RPC Button": sends one configured command to the widget's target device. */
export const rpcButtonDefinition: WidgetDefinition<RpcButtonSettings> = {
  fqn: 'control_widgets.rpcbutton',
  kind: 'rpc',
  component: lazy(() => import('./RpcButton').then((module) => ({ default: module.RpcButton }))),
  settingsSchema: rpcButtonSettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: rpcButtonDefaultConfig,
  migrate: migrateRpcButton,
};

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { rpcDebugTerminalDefaultConfig } from './default-config';
import { migrateRpcTerminal } from './migrate';
import type { RpcTerminalSettings } from './settings';
import { rpcTerminalSettingsSchema } from './settings-schema';

/**
 * The platform's "RPC debug terminal": each line typed is sent to the target device as a two-way RPC and its reply
 * printed. xterm loads with the component, so only dashboards that show a terminal load it.
 */
export const rpcDebugTerminalDefinition: WidgetDefinition<RpcTerminalSettings> = {
  fqn: 'control_widgets.rpc_debug_terminal',
  kind: 'rpc',
  component: lazy(() => import('./RpcDebugTerminal').then((module) => ({ default: module.RpcDebugTerminal }))),
  settingsSchema: rpcTerminalSettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: rpcDebugTerminalDefaultConfig,
  migrate: migrateRpcTerminal,
};

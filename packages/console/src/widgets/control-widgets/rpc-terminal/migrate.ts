import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_RPC_TERMINAL_SETTINGS, type RpcTerminalSettings } from './settings';

/**
 * A saved RPC terminal (3.4.1 or older) as the component reads it: missing settings get the platform's defaults and
 * every other key, the target device aliases and the unused GPIO settings included, stays as saved.
 */
export function migrateRpcTerminal(saved: WidgetConfig): WidgetConfig<RpcTerminalSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_RPC_TERMINAL_SETTINGS, saved.settings) };
}

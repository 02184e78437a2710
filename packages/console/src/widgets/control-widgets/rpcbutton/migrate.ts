import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_RPC_BUTTON_SETTINGS, type RpcButtonSettings } from './settings';

/**
 * A saved RPC button (3.4.1 or older) as the button reads it: missing settings get the platform's defaults and
 * every other key, the target device aliases included, stays as saved.
 */
export function migrateRpcButton(saved: WidgetConfig): WidgetConfig<RpcButtonSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_RPC_BUTTON_SETTINGS, saved.settings) };
}

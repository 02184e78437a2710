import type { Datasource, WidgetConfig } from '../../widget-config';
import type { SwitchSettings } from './settings';

/**
 * The subscription a switch that follows a key of its target device needs: that attribute or time series of the
 * target device alias. None when it reads its state by RPC or not at all, or has no target alias.
 */
export function switchValueDatasources(config: WidgetConfig<SwitchSettings>): Datasource[] {
  const { retrieveValueMethod: method, valueKey } = config.settings;
  const aliases = config.targetDeviceAliasIds;
  const aliasId = Array.isArray(aliases) ? aliases[0] : undefined;
  if ((method !== 'attribute' && method !== 'timeseries') || typeof aliasId !== 'string') return [];
  const type = method === 'attribute' ? 'attribute' : 'timeseries';
  return [
    {
      type: 'entity',
      entityAliasId: aliasId,
      dataKeys: [{ name: valueKey, type, label: valueKey, color: '#2196f3', settings: {} }],
    },
  ];
}

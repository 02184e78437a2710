import type { Datasource, WidgetConfig } from '../widget-config';

/** Where a control widget reads its state besides RPC: an attribute or a time series of its target device. */
export type TargetKeyMethod = 'attribute' | 'timeseries';

/**
 * The subscription a control widget that follows a key of its target device needs: that attribute or time series
 * of the target device alias. None for any other method (RPC, none) or without a target alias.
 */
export function targetKeyDatasources(config: WidgetConfig, method: string, key: string): Datasource[] {
  const aliases = config.targetDeviceAliasIds;
  const aliasId = Array.isArray(aliases) ? aliases[0] : undefined;
  if ((method !== 'attribute' && method !== 'timeseries') || typeof aliasId !== 'string') return [];
  return [
    {
      type: 'entity',
      entityAliasId: aliasId,
      dataKeys: [{ name: key, type: method, label: key, color: '#2196f3', settings: {} }],
    },
  ];
}

/**
 * A followed key's value as the platform's control widgets hand it to their parse function: the text the server
 * sent, read as JSON (`"false"` is false). Undefined for an empty value or text that is not JSON, shown as off.
 */
export function targetKeyData(value: unknown): unknown {
  if (!value) return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

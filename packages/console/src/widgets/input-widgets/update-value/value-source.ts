import type { Datasource } from '../../widget-config';
import type { WidgetEntity } from '../../widget-context';
import type { WidgetDatasourceEntity, WidgetSeries } from '../../widget-definition';
import type { ValueTarget, ValueType } from './family';
import type { UpdateValueSettings } from './settings';

/** The entity and key a widget edits, with the key's latest value; or why it cannot edit any. */
export type ValueSource =
  | {
      ok: true;
      datasource: Datasource;
      entity: WidgetEntity;
      /** the edited keys' latest values by name: one key, or the latitude and longitude keys of a location */
      values: Record<string, unknown>;
    }
  | { ok: false; message: string };

const latest = (series: WidgetSeries | undefined) => series?.data.at(-1)?.[1];

/**
 * What the platform's controllers check before they show an input: an entity (a device for shared attributes),
 * and a first key of the kind the widget saves (an attribute, or a time series). A location widget reads the keys
 * its settings name instead.
 */
export function valueSource(
  data: readonly WidgetSeries[],
  entities: readonly WidgetDatasourceEntity[] | undefined,
  target: ValueTarget,
  valueType: ValueType,
  settings: UpdateValueSettings,
): ValueSource {
  const first = data[0];
  const entity = first?.entity ?? entities?.[0]?.entity;
  const datasource = first?.datasource ?? entities?.[0]?.datasource;
  const timeseries = target === 'timeseries';
  if (!entity || !datasource) return { ok: false, message: 'widgets.input-widgets.no-entity-selected' };
  if (target === 'SHARED_SCOPE' && entity.id.entityType !== 'DEVICE') {
    return { ok: false, message: 'widgets.input-widgets.not-allowed-entity' };
  }
  if (!first) {
    return {
      ok: false,
      message: timeseries
        ? 'widgets.input-widgets.no-timeseries-selected'
        : 'widgets.input-widgets.no-attribute-selected',
    };
  }
  const keyType = timeseries ? 'timeseries' : 'attribute';
  if (valueType === 'location') {
    const named = (name: string) => data.find((series) => series.dataKey.name === name);
    const lat = named(settings.latKeyName);
    const lng = named(settings.lngKeyName);
    if (!lat || !lng) return { ok: false, message: 'widgets.input-widgets.no-coordinate-specified' };
    if (lat.dataKey.type !== keyType || lng.dataKey.type !== keyType)
      return { ok: false, message: notAllowed(timeseries) };
    return {
      ok: true,
      datasource,
      entity,
      values: { [settings.latKeyName]: latest(lat), [settings.lngKeyName]: latest(lng) },
    };
  }
  if (first.dataKey.type !== keyType) return { ok: false, message: notAllowed(timeseries) };
  return { ok: true, datasource, entity, values: { [first.dataKey.name]: latest(first) } };
}

const notAllowed = (timeseries: boolean) =>
  timeseries ? 'widgets.input-widgets.timeseries-not-allowed' : 'widgets.input-widgets.attribute-not-allowed';

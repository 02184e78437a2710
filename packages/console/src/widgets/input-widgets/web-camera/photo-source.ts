import type { WidgetEntity } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';

/** Where the photo is saved: the first key of the first datasource, an attribute or a time series of its entity. */
export type PhotoSource =
  | { ok: true; entity: WidgetEntity; key: string; timeseries: boolean; latest: unknown }
  | { ok: false; message: string };

/** As the platform's controller: an entity datasource with a key; the photo goes to a server attribute or a time series. */
export function photoSource(data: readonly WidgetSeries[]): PhotoSource {
  const first = data[0];
  if (!first?.entity) return { ok: false, message: 'widgets.input-widgets.no-entity-selected' };
  const type = first.dataKey.type;
  if (type !== 'attribute' && type !== 'timeseries') {
    return { ok: false, message: 'widgets.input-widgets.no-datakey-selected' };
  }
  return {
    ok: true,
    entity: first.entity,
    key: first.dataKey.name,
    timeseries: type === 'timeseries',
    latest: first.data.at(-1)?.[1],
  };
}

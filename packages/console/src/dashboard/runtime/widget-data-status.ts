import type { WidgetDataSnapshot } from './widget-data-subscription';

/** What a widget's body says about its data instead of, or over, the widget itself. */
export type WidgetDataStatus =
  | { kind: 'failed'; message: string }
  | { kind: 'no-entity'; aliases: string[] }
  | { kind: 'no-data' }
  | null;

// Only widgets of data kinds can lack data: RPC, alarm and static widgets show what they show.
const DATA_KINDS = new Set(['timeseries', 'latest']);

function points(snapshot: WidgetDataSnapshot): number {
  return [...snapshot.data, ...snapshot.latestData].reduce((sum, series) => sum + series.data.length, 0);
}

/**
 * The state of a widget's data a user should read: a failed subscription (the server's reason) always; once every
 * datasource answered and nothing came, that its aliases found no entity, or else that there is no data. Widgets
 * that tell an empty result themselves (tables, maps) get only the failure.
 */
export function widgetDataStatus(
  widgetType: string,
  snapshot: WidgetDataSnapshot,
  processNoDataByWidget: boolean,
): WidgetDataStatus {
  if (snapshot.error) return { kind: 'failed', message: snapshot.error };
  if (processNoDataByWidget || !DATA_KINDS.has(widgetType) || !snapshot.loaded) return null;
  if (points(snapshot) > 0) return null;
  if (snapshot.entities.length === 0 && snapshot.emptyAliases.length > 0) {
    return { kind: 'no-entity', aliases: snapshot.emptyAliases };
  }
  return { kind: 'no-data' };
}

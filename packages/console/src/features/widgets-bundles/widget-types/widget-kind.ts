import type { WidgetKind } from '@fleetdeck/model';

/** The message key naming each kind of widget, as the platform's library shows it. */
export const WIDGET_KIND_NAMES: Record<WidgetKind, string> = {
  timeseries: 'widget.timeseries',
  latest: 'widget.latest-values',
  rpc: 'widget.rpc',
  alarm: 'widget.alarm',
  static: 'widget.static',
};

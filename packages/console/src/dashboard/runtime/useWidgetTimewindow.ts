import type { StoredTimewindow, Widget } from '@fleetdeck/model';
import { useCallback, useMemo, useState } from 'react';
import type { WidgetTimewindowControl } from '../../widgets/widget-context';
import { zoomedTimewindow } from '../model/zoom-timewindow';
import { useDashboardRuntime } from './DashboardRuntimeContext';

interface WidgetTimewindow {
  widget: Widget;
  control: WidgetTimewindowControl;
  /** the widget's own window while it does not follow the dashboard's, or null */
  own: StoredTimewindow | null;
  /** picks the widget's own window in its header, kept while the dashboard is open */
  select(timewindow: StoredTimewindow): void;
}

/**
 * What a widget's zoom changes: the dashboard's time window when the widget follows it (every widget on it then
 * reads the zoomed period), else the widget's own, kept while the dashboard is open. Reset goes back to the
 * window the dashboard or the widget was saved with.
 */
export function useWidgetTimewindow(widget: Widget): WidgetTimewindow {
  const { timewindow, setTimewindow, dashboard } = useDashboardRuntime();
  const [own, setOwn] = useState<StoredTimewindow | null>(null);
  const saved = widget.config.timewindow as StoredTimewindow | undefined;
  // a widget without a window of its own follows the dashboard's, whatever it says
  const followsDashboard = widget.config.useDashboardTimewindow !== false || !saved;
  const update = useCallback(
    (startTimeMs: number, endTimeMs: number) => {
      if (followsDashboard) setTimewindow(zoomedTimewindow(timewindow, startTimeMs, endTimeMs));
      else setOwn(zoomedTimewindow(own ?? saved ?? {}, startTimeMs, endTimeMs));
    },
    [followsDashboard, setTimewindow, timewindow, own, saved],
  );
  const reset = useCallback(() => {
    if (followsDashboard) setTimewindow(dashboard.configuration.timewindow);
    else setOwn(null);
  }, [followsDashboard, setTimewindow, dashboard]);
  const control = useMemo(() => ({ update, reset }), [update, reset]);
  const shown = useMemo(
    () => (own && !followsDashboard ? { ...widget, config: { ...widget.config, timewindow: own } } : widget),
    [widget, own, followsDashboard],
  );
  return { widget: shown, control, own: followsDashboard ? null : (own ?? saved ?? null), select: setOwn };
}

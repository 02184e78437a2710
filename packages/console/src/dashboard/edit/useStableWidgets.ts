import type { Dashboard, Widget } from '@fleetdeck/model';
import { useMemo, useRef } from 'react';

interface KnownWidget {
  json: string;
  widget: Widget;
}

/**
 * The dashboard with each widget that did not change since the last render kept as the same object. Every edit
 * normalises the draft afresh; without this every widget of the dashboard would subscribe to its data again
 * whenever any one of them was dragged.
 */
export function useStableWidgets(dashboard: Dashboard | null): Dashboard | null {
  const known = useRef<Record<string, KnownWidget>>({});
  return useMemo(() => {
    if (!dashboard) return null;
    const next: Record<string, KnownWidget> = {};
    for (const [id, widget] of Object.entries(dashboard.configuration.widgets)) {
      const json = JSON.stringify(widget);
      const previous = known.current[id];
      next[id] = previous?.json === json ? previous : { json, widget };
    }
    known.current = next;
    const widgets = Object.fromEntries(Object.entries(next).map(([id, entry]) => [id, entry.widget]));
    return { ...dashboard, configuration: { ...dashboard.configuration, widgets } };
  }, [dashboard]);
}

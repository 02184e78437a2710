import { useEffect, useRef, useState } from 'react';
import type { WidgetContext } from '../../widget-context';
import { initialWindow, type NavigatorWindow } from './navigator-window';
import { readSelection, writeSelection } from './session-selection';
import type { DateRangeNavigatorSettings } from './settings';

/**
 * The navigator's period: the one kept for the session (when the settings say so), else the initial interval ending
 * today. Each period it holds, the first included, becomes the dashboard's time period (a fixed history period)
 * through the widget's time period control.
 */
export function useNavigatorWindow(
  settings: DateRangeNavigatorSettings,
  context: WidgetContext | undefined,
): [NavigatorWindow, (next: NavigatorWindow) => void] {
  const [period, setPeriod] = useState<NavigatorWindow>(
    () => (settings.useSessionStorage ? readSelection() : null) ?? initialWindow(settings.initialInterval, Date.now()),
  );
  // the control changes with the dashboard's period; the effect reads the latest without running again for it
  const control = useRef(context?.timewindow);
  control.current = context?.timewindow;
  const keep = settings.useSessionStorage;
  useEffect(() => {
    control.current?.update(period.start, period.end);
    if (keep) writeSelection(period);
  }, [period, keep]);
  return [period, setPeriod];
}

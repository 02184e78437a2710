import { useEffect, useState } from 'react';
import { DashboardSandbox } from '../sandbox/dashboard-sandbox';

/** The open dashboard's script sandbox; null while QuickJS loads (or if it failed to). */
export function useDashboardSandbox(dashboardId: string): DashboardSandbox | null {
  const [sandbox, setSandbox] = useState<DashboardSandbox | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dashboard gets a sandbox of its own
  useEffect(() => {
    let created: DashboardSandbox | null = null;
    let cancelled = false;
    DashboardSandbox.create()
      .then((ready) => {
        if (cancelled) ready.dispose();
        else {
          created = ready;
          setSandbox(ready);
        }
      })
      .catch((error: unknown) => console.error('The dashboard script sandbox did not load', error));
    return () => {
      cancelled = true;
      created?.dispose();
      setSandbox(null);
    };
  }, [dashboardId]);
  return sandbox;
}

import { TelemetryWebSocket } from '@fleetdeck/client';
import { useEffect, useState } from 'react';
import { api, tokenStore } from '../../core/http/api';

/** The access token to open the socket with, refreshed first when it has expired. */
async function freshToken(): Promise<string | null> {
  if (!tokenStore.isTokenValid() && tokenStore.getRefreshToken()) await api.http.refresh();
  return tokenStore.getToken();
}

/**
 * One telemetry WebSocket session per open dashboard: every widget's commands go over it, and leaving the dashboard
 * closes it with all of them. Null until the page has mounted. It connects at once, while the dashboard still loads,
 * so that the widgets' first commands find it open.
 */
export function useDashboardSocket(dashboardId: string): TelemetryWebSocket | null {
  const [socket, setSocket] = useState<TelemetryWebSocket | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dashboard gets a session of its own
  useEffect(() => {
    const created = new TelemetryWebSocket({ baseUrl: '', token: freshToken, minReconnectDelayMs: 2000 });
    // a failed connect is tried again by the first subscription
    created.connect().catch(() => undefined);
    setSocket(created);
    return () => {
      created.close();
      setSocket(null);
    };
  }, [dashboardId]);
  return socket;
}

import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { createRoot } from 'react-dom/client';
import { tokenStore } from '../core/http/session-api';
import { initI18n } from '../core/i18n/i18n';
import { bootstrapSession, SESSION_PARAMS } from '../core/session/bootstrap';
import { startUserReads } from '../core/session/session';
import { startDashboardReads } from '../dashboard/early-dashboard-reads';
import { App } from './App';

/**
 * Only with a stored token that has not expired, and not when the address carries session parameters: the session
 * then starts from them.
 */
function startEarlyReads(location: Location): void {
  const params = new URLSearchParams(location.search);
  if (!tokenStore.isTokenValid() || SESSION_PARAMS.some((name) => params.has(name))) return;
  startUserReads();
  startDashboardReads(location.pathname);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The reads the signed-in page needs first go out at once, while the language loads: that loads first so that any
// message the session start shows is translated; guards wait for the session.
startEarlyReads(window.location);
initI18n()
  .catch((error: unknown) => console.error('Unable to load the interface language', error))
  .finally(() => {
    void bootstrapSession();
    createRoot(root).render(<App />);
  });

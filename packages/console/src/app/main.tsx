import { createRoot } from 'react-dom/client';
import { initI18n } from '../core/i18n/i18n';
import { bootstrapSession } from '../core/session/bootstrap';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The language loads first so that any message the session start shows is translated; guards wait for the session.
initI18n()
  .catch((error: unknown) => console.error('Unable to load the interface language', error))
  .finally(() => {
    void bootstrapSession();
    createRoot(root).render(<App />);
  });

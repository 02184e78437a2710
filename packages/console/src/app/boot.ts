import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { fetchLocale, startLanguage } from '../core/i18n/locale-file';

// The console's scripts take a few hundred milliseconds to evaluate on a slow machine; the locale file the first
// screen needs is asked for before that starts instead of after. A failure is reported when i18next reads it.
fetchLocale(startLanguage()).catch(() => undefined);
void import('./main');

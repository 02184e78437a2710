import { api } from '../../core/http/api';

/** The language whose help every other language falls back to. */
const DEFAULT_LANGUAGE = 'en_US';
/** The help base the server answers when none is configured. */
const DEFAULT_BASE = '/assets';

let helpBase: Promise<string> | null = null;

/** The help base from GET /api/uiSettings/helpBaseUrl, read once; the default one when it cannot be read. */
function readHelpBase(): Promise<string> {
  helpBase ??= api.system.helpBaseUrl().then(
    (base) => (base.trim() || DEFAULT_BASE).replace(/\/+$/, ''),
    () => DEFAULT_BASE,
  );
  return helpBase;
}

async function fetchHelp(base: string, language: string, id: string): Promise<string | null> {
  const response = await fetch(`${base}/help/${language}/${id}.md`);
  // A single-page server may answer a missing file with its index page: only markdown counts as found.
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('text/html')) return null;
  return response.text();
}

/**
 * The help markdown of the id in the language, else in the default language (seed 001 §2); null when neither has it.
 */
export async function loadHelp(id: string, language: string): Promise<string | null> {
  const base = await readHelpBase();
  const own = await fetchHelp(base, language, id);
  if (own !== null || language === DEFAULT_LANGUAGE) return own;
  return fetchHelp(base, DEFAULT_LANGUAGE, id);
}

/** Forgets the help base read, for tests. */
export function forgetHelpBase(): void {
  helpBase = null;
}

import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The modules the first screen runs: the console itself, loaded by the boot script, and the sign-in page. */
const FIRST_SCREEN_MODULES = ['/src/app/main.tsx', '/src/features/login/LoginPage.tsx'];

/**
 * Adds `<link rel="modulepreload">` for the console's scripts and the sign-in page's to the built index.html. Without
 * them each waits for the one before to be evaluated: the boot script, then the console, then the route's page. With
 * them all are fetched at once while the first is still arriving. A signed-in user's first screen shares most of them.
 */
export function signInPreload(): Plugin {
  return {
    name: 'fleetdeck-sign-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const entry = chunks(bundle).find((chunk) => chunk.isEntry);
        const alreadyLoaded = entry ? closureOf(bundle, [entry]) : new Set<string>();
        const firstScreen = chunks(bundle).filter((chunk) =>
          FIRST_SCREEN_MODULES.some((module) => chunk.facadeModuleId?.endsWith(module)),
        );
        if (firstScreen.length !== FIRST_SCREEN_MODULES.length) {
          throw new Error(
            `sign-in preload: not every first-screen module is a chunk of its own (${FIRST_SCREEN_MODULES})`,
          );
        }
        return [...closureOf(bundle, firstScreen)]
          .filter((file) => !alreadyLoaded.has(file))
          .map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            }),
          );
      },
    },
  };
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** The files of the given chunks and of every chunk they import statically. */
function closureOf(bundle: OutputBundle, roots: OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) visit(bundle[imported] as OutputChunk | undefined);
  };
  for (const root of roots) visit(root);
  return files;
}

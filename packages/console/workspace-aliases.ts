import { fileURLToPath } from 'node:url';

/**
 * The console compiles the workspace packages from their sources, so `npm run dev` and the unit tests need no prior
 * `tsc -b` of packages/client and packages/model.
 */
export const workspaceAliases = {
  '@fleetdeck/client': fileURLToPath(new URL('../client/src/index.ts', import.meta.url)),
  '@fleetdeck/model': fileURLToPath(new URL('../model/src/index.ts', import.meta.url)),
};

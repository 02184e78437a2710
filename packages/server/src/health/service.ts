import type { CoreContext } from '../context.js';
import { pingDatabase } from './store.js';

/**
 * Why the server cannot serve, or null when it can: the HTTP app exists only after start-up, so the database is
 * what is left to check.
 */
export async function readinessProblem(ctx: Pick<CoreContext, 'db'>): Promise<unknown> {
  try {
    await pingDatabase(ctx.db);
    return null;
  } catch (error) {
    return error;
  }
}

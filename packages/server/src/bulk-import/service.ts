import type { BulkImportResult, EntityId } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { saveImportedValues } from './attributes.js';
import { type ImportLine, parseImportRequest } from './csv.js';
import type { Imported, Importer } from './importers.js';

/** Imports one line: create, or (when asked) update the entity of the same name; then its attributes and time series. */
async function importLine(
  ctx: AppContext,
  user: SecurityUser,
  importer: Importer,
  line: ImportLine,
  update: boolean,
): Promise<'created' | 'updated'> {
  let imported: Imported;
  let outcome: 'created' | 'updated' = 'created';
  try {
    imported = await importer.create(ctx, user, line);
  } catch (error) {
    if (!(update && error instanceof ApiError && error.message === importer.duplicateMessage)) throw error;
    imported = await importer.update(ctx, user, line);
    outcome = 'updated';
  }
  try {
    await saveImportedValues(
      ctx,
      user.tenantId,
      { entityType: imported.entityType, id: imported.id } as EntityId,
      line.values,
    );
  } catch (error) {
    await imported.undo();
    throw error;
  }
  return outcome;
}

/**
 * CSV bulk import (3.4.1 BulkImportResult). Lines are imported one after another; a failing line is reported as
 * `Line: <n>; Error: <message>` and leaves nothing behind, and the other lines go on.
 */
export async function bulkImport(
  ctx: AppContext,
  user: SecurityUser,
  body: unknown,
  importer: Importer,
): Promise<BulkImportResult> {
  const { lines, update } = parseImportRequest(body);
  const result: BulkImportResult = { created: 0, updated: 0, errors: 0, errorsList: [] };
  for (const line of lines) {
    try {
      result[await importLine(ctx, user, importer, line, update)] += 1;
    } catch (error) {
      result.errors += 1;
      result.errorsList.push(`Line: ${line.lineNumber}; Error: ${(error as Error).message}`);
    }
  }
  return result;
}

import type { BulkImportResult, EntityId } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { saveImportedValues } from './attributes.js';
import { type ImportLine, parseImportRequest } from './csv.js';
import type { Imported, Importer } from './importers.js';

const entityIdOf = (imported: Imported) => ({ entityType: imported.entityType, id: imported.id }) as EntityId;

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
    await saveImportedValues(ctx, user.tenantId, [{ entityId: entityIdOf(imported), values: line.values }]);
  } catch (error) {
    await imported.undo();
    throw error;
  }
  return outcome;
}

type Outcome = 'created' | 'updated' | Error;

/** Lines per batch: large enough that each costs a few queries, small enough that progress and memory stay even. */
export const LINES_PER_BATCH = 500;

function isDuplicate(importer: Importer, error: Error): boolean {
  return error instanceof ApiError && error.message === importer.duplicateMessage;
}

/**
 * Creates the batch's lines the importer can create together, then saves their attributes and time series (a line
 * whose values fail is taken back, as when imported alone). Answers per line: the outcome, or undefined for a line
 * left to import on its own (not accepted, or a duplicate to update). When the store fails nothing was written and
 * every line is left to import on its own.
 */
async function createTogether(
  ctx: AppContext,
  user: SecurityUser,
  importer: Importer,
  lines: readonly ImportLine[],
  update: boolean,
): Promise<Array<Outcome | undefined>> {
  const outcomes: Array<Outcome | undefined> = new Array(lines.length);
  const batch = importer.batch;
  if (!batch) return outcomes;
  const positions = lines.flatMap((line, position) => (batch.accepts(line) ? [position] : []));
  let created: Array<Imported | Error>;
  try {
    created = await batch.create(
      ctx,
      user,
      positions.map((position) => lines[position]),
    );
  } catch (error) {
    // A store failure (a name taken meanwhile by another request): each line then meets its own error alone.
    ctx.log.warn({ err: error }, 'bulk import: a batch failed to store, its lines are imported one by one');
    return outcomes;
  }
  const saved: Array<{ position: number; imported: Imported }> = [];
  created.forEach((imported, k) => {
    const position = positions[k];
    if (!(imported instanceof Error)) saved.push({ position, imported });
    else if (!(update && isDuplicate(importer, imported))) outcomes[position] = imported;
  });
  await saveValues(ctx, user, lines, saved, outcomes);
  return outcomes;
}

/**
 * Saves the attributes and time series of the lines just created, in one write. Should that fail, each line's
 * values are saved on their own, and a line whose values fail is taken back, as when imported alone.
 */
async function saveValues(
  ctx: AppContext,
  user: SecurityUser,
  lines: readonly ImportLine[],
  saved: ReadonlyArray<{ position: number; imported: Imported }>,
  outcomes: Array<Outcome | undefined>,
): Promise<void> {
  const together = saved.map(({ position, imported }) => ({
    entityId: entityIdOf(imported),
    values: lines[position].values,
  }));
  try {
    await saveImportedValues(ctx, user.tenantId, together);
    for (const { position } of saved) outcomes[position] = 'created';
    return;
  } catch (error) {
    ctx.log.warn({ err: error }, 'bulk import: the values of a batch failed to store, each line saves its own');
  }
  for (const [k, { position, imported }] of saved.entries()) {
    try {
      await saveImportedValues(ctx, user.tenantId, [together[k]]);
      outcomes[position] = 'created';
    } catch (error) {
      await imported.undo();
      outcomes[position] = error as Error;
    }
  }
}

/** Imports one batch of lines: together where the importer can, then the rest one by one, in file order. */
async function importBatch(
  ctx: AppContext,
  user: SecurityUser,
  importer: Importer,
  lines: readonly ImportLine[],
  update: boolean,
): Promise<Outcome[]> {
  const outcomes = await createTogether(ctx, user, importer, lines, update);
  for (const [position, line] of lines.entries()) {
    if (outcomes[position] !== undefined) continue;
    try {
      outcomes[position] = await importLine(ctx, user, importer, line, update);
    } catch (error) {
      outcomes[position] = error as Error;
    }
  }
  return outcomes as Outcome[];
}

/**
 * CSV bulk import (3.4.1 BulkImportResult). Lines are imported in batches of a few hundred; a failing line is
 * reported as `Line: <n>; Error: <message>`, in file order, and leaves nothing behind, and the other lines go on.
 */
export async function bulkImport(
  ctx: AppContext,
  user: SecurityUser,
  body: unknown,
  importer: Importer,
): Promise<BulkImportResult> {
  const { lines, update } = parseImportRequest(body);
  const result: BulkImportResult = { created: 0, updated: 0, errors: 0, errorsList: [] };
  for (let from = 0; from < lines.length; from += LINES_PER_BATCH) {
    const batch = lines.slice(from, from + LINES_PER_BATCH);
    const outcomes = await importBatch(ctx, user, importer, batch, update);
    outcomes.forEach((outcome, position) => {
      if (!(outcome instanceof Error)) {
        result[outcome] += 1;
        return;
      }
      result.errors += 1;
      result.errorsList.push(`Line: ${batch[position].lineNumber}; Error: ${outcome.message}`);
    });
  }
  return result;
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { assetImporter, deviceImporter, edgeImporter, type Importer } from './importers.js';
import { BulkImportBody } from './schemas.js';
import { bulkImport } from './service.js';

const IMPORTERS: Array<[string, Importer]> = [
  ['/api/device/bulk_import', deviceImporter],
  ['/api/asset/bulk_import', assetImporter],
  ['/api/edge/bulk_import', edgeImporter],
];

/** CSV bulk import of devices, assets and edges, tenant administrators only. */
export function bulkImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [path, importer] of IMPORTERS) {
    app.post(path, { config: { authorities: ['TENANT_ADMIN'] }, schema: { body: BulkImportBody } }, async (request) =>
      bulkImport(ctx, caller(request), request.body, importer),
    );
  }
}

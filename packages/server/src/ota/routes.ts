import type { SaveOtaPackageInfoRequest } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { readableDeviceProfile } from '../device-profiles/service.js';
import { OTA_PACKAGE } from '../entities/kinds/ota-package.js';
import { caller } from '../http/auth-hook.js';
import { badRequest, itemNotFound } from '../http/errors.js';
import { type PageQuery, pageQuerySchema, parsePageLink } from '../http/paging.js';
import {
  deleteOtaPackage,
  listOtaPackages,
  listProfileOtaPackages,
  parseChecksumAlgorithm,
  parseOtaPackageType,
  readableOtaPackage,
  readOtaPackageFile,
  saveOtaPackageData,
  saveOtaPackageInfo,
} from './service.js';
import { toOtaPackageInfo } from './store.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

type Id = { Params: { otaPackageId: string } };

/** A header-safe file name: quotes and line breaks would break the header. */
function headerFileName(name: string): string {
  return name.replace(/["\r\n\\]/g, '_');
}

export function otaPackageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<Id>('/api/otaPackage/info/:otaPackageId', { config: { authorities: TC } }, async (request) =>
    toOtaPackageInfo(await readableOtaPackage(ctx, caller(request), parseUuid(request.params.otaPackageId))),
  );

  app.get<Id>('/api/otaPackage/:otaPackageId', { config: { authorities: T } }, async (request) =>
    toOtaPackageInfo(await readableOtaPackage(ctx, caller(request), parseUuid(request.params.otaPackageId))),
  );

  app.get<Id>('/api/otaPackage/:otaPackageId/download', { config: { authorities: T } }, async (request, reply) => {
    const { info, data } = await readOtaPackageFile(ctx, caller(request), parseUuid(request.params.otaPackageId));
    // The platform answers an empty 400 here; every error of this API carries the error body instead.
    if (info.url) throw badRequest('The OTA package is stored as a URL and has no file to download');
    if (!data) throw itemNotFound();
    const fileName = headerFileName(info.file_name ?? info.title);
    return reply
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('x-filename', fileName)
      .header('Access-Control-Expose-Headers', 'x-filename')
      .type(info.content_type || 'application/octet-stream')
      .send(data);
  });

  app.post<{ Body: SaveOtaPackageInfoRequest }>(
    '/api/otaPackage',
    { config: { authorities: T }, schema: { body: { type: 'object' } } },
    async (request) => saveOtaPackageInfo(ctx, caller(request), request.body),
  );

  app.post<Id & { Querystring: { checksumAlgorithm?: string; checksum?: string } }>(
    '/api/otaPackage/:otaPackageId',
    {
      config: { authorities: T },
      schema: {
        querystring: {
          type: 'object',
          properties: { checksumAlgorithm: { type: 'string' }, checksum: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const id = parseUuid(request.params.otaPackageId);
      const { checksumAlgorithm, checksum } = request.query;
      if (checksumAlgorithm === undefined) {
        throw badRequest(
          "Required request parameter 'checksumAlgorithm' for method parameter type String is not present",
        );
      }
      if (checksumAlgorithm.trim() === '') throw badRequest("Parameter 'checksumAlgorithm' can't be empty!");
      const algorithm = parseChecksumAlgorithm(checksumAlgorithm);
      if (!request.isMultipart()) throw badRequest("Required request part 'file' is not present");
      let file: { fileName: string; contentType: string; data: Buffer } | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.fieldname === 'file' && !file) {
            file = { fileName: part.filename, contentType: part.mimetype, data };
          }
        }
      }
      if (!file) throw badRequest("Required request part 'file' is not present");
      return saveOtaPackageData(ctx, caller(request), id, algorithm, checksum, file);
    },
  );

  app.delete<Id>('/api/otaPackage/:otaPackageId', { config: { authorities: T } }, async (request, reply) => {
    await deleteOtaPackage(ctx, caller(request), parseUuid(request.params.otaPackageId));
    return reply.send();
  });

  app.get<{ Querystring: PageQuery }>(
    '/api/otaPackages',
    { config: { authorities: TC }, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const link = parsePageLink(request.query, OTA_PACKAGE.sortColumns);
      return listOtaPackages(ctx, caller(request), link);
    },
  );

  app.get<{ Params: { deviceProfileId: string; type: string }; Querystring: PageQuery }>(
    '/api/otaPackages/:deviceProfileId/:type',
    { config: { authorities: TC }, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const user = caller(request);
      const profile = await readableDeviceProfile(ctx, user, parseUuid(request.params.deviceProfileId));
      const type = parseOtaPackageType(request.params.type);
      const link = parsePageLink(request.query, OTA_PACKAGE.sortColumns);
      return listProfileOtaPackages(ctx, user, profile.id, type, link);
    },
  );
}

import type { SaveOtaPackageInfoRequest } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { OTA_PACKAGE } from '../entities/kinds/ota-package.js';
import { caller } from '../http/auth-hook.js';
import { badRequest, itemNotFound } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import {
  OtaPackageDataQuery,
  OtaPackageFileBody,
  OtaPackageIdParams,
  OtaPackageInfoBody,
  OtaPackagePageQuery,
  ProfilePackagesParams,
} from './schemas.js';
import {
  deleteOtaPackage,
  listOtaPackages,
  listProfileOtaPackages,
  parseChecksumAlgorithm,
  parseOtaPackageType,
  readableDeviceProfileId,
  readableOtaPackage,
  readOtaPackageFile,
  saveOtaPackageData,
  saveOtaPackageInfo,
} from './service.js';
import { toOtaPackageInfo } from './store.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** A header-safe file name: quotes and line breaks would break the header. */
function headerFileName(name: string): string {
  return name.replace(/["\r\n\\]/g, '_');
}

export function otaPackageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof OtaPackageIdParams> }>(
    '/api/otaPackage/info/:otaPackageId',
    { config: { authorities: TC }, schema: { params: OtaPackageIdParams } },
    async (request) =>
      toOtaPackageInfo(await readableOtaPackage(ctx, caller(request), parseUuid(request.params.otaPackageId))),
  );

  app.get<{ Params: Static<typeof OtaPackageIdParams> }>(
    '/api/otaPackage/:otaPackageId',
    { config: { authorities: T }, schema: { params: OtaPackageIdParams } },
    async (request) =>
      toOtaPackageInfo(await readableOtaPackage(ctx, caller(request), parseUuid(request.params.otaPackageId))),
  );

  app.get<{ Params: Static<typeof OtaPackageIdParams> }>(
    '/api/otaPackage/:otaPackageId/download',
    { config: { authorities: T }, schema: { params: OtaPackageIdParams } },
    async (request, reply) => {
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
    },
  );

  app.post<{ Body: SaveOtaPackageInfoRequest }>(
    '/api/otaPackage',
    { config: { authorities: T }, schema: { body: OtaPackageInfoBody } },
    async (request) => saveOtaPackageInfo(ctx, caller(request), request.body),
  );

  app.post<{ Params: Static<typeof OtaPackageIdParams>; Querystring: Static<typeof OtaPackageDataQuery> }>(
    '/api/otaPackage/:otaPackageId',
    {
      config: { authorities: T },
      schema: { params: OtaPackageIdParams, querystring: OtaPackageDataQuery, body: OtaPackageFileBody },
    },
    async (request) => {
      const id = parseUuid(request.params.otaPackageId);
      const { checksumAlgorithm, checksum } = request.query;
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

  app.delete<{ Params: Static<typeof OtaPackageIdParams> }>(
    '/api/otaPackage/:otaPackageId',
    { config: { authorities: T }, schema: { params: OtaPackageIdParams } },
    async (request, reply) => {
      await deleteOtaPackage(ctx, caller(request), parseUuid(request.params.otaPackageId));
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof OtaPackagePageQuery> }>(
    '/api/otaPackages',
    { config: { authorities: TC }, schema: { querystring: OtaPackagePageQuery } },
    async (request) => {
      const link = parsePageLink(request.query, OTA_PACKAGE.sortColumns);
      return listOtaPackages(ctx, caller(request), link);
    },
  );

  app.get<{ Params: Static<typeof ProfilePackagesParams>; Querystring: Static<typeof OtaPackagePageQuery> }>(
    '/api/otaPackages/:deviceProfileId/:type',
    { config: { authorities: TC }, schema: { params: ProfilePackagesParams, querystring: OtaPackagePageQuery } },
    async (request) => {
      const user = caller(request);
      const profileId = await readableDeviceProfileId(ctx, user, parseUuid(request.params.deviceProfileId));
      const type = parseOtaPackageType(request.params.type);
      const link = parsePageLink(request.query, OTA_PACKAGE.sortColumns);
      return listProfileOtaPackages(ctx, user, profileId, type, link);
    },
  );
}

import { Type } from 'typebox';
import {
  AnyJson,
  BodyObject,
  ENTITY_FIELDS,
  EntityIdBody,
  NullableBoolean,
  NullableString,
  PageLinkQuery,
  QueryText,
  Uuid,
  UuidParams,
} from '../http/schemas.js';

export const OtaPackageIdParams = UuidParams('otaPackageId');
export const OtaPackagePageQuery = PageLinkQuery;
export const ProfilePackagesParams = Type.Object({
  deviceProfileId: Uuid(),
  type: Type.String({ description: 'FIRMWARE or SOFTWARE' }),
});

/** The package file comes as the multipart part `file`; its checksum is checked against these. */
export const OtaPackageDataQuery = Type.Object({
  checksumAlgorithm: QueryText('String', 'MD5, SHA256, SHA384, SHA512, CRC32 or MURMUR3_32/128'),
  checksum: Type.Optional(QueryText('String', 'Computed by the server when absent')),
});

export const OtaPackageInfoBody = BodyObject(
  {
    ...ENTITY_FIELDS,
    deviceProfileId: EntityIdBody,
    type: NullableString({ description: 'FIRMWARE or SOFTWARE' }),
    title: NullableString(),
    version: NullableString(),
    tag: NullableString(),
    url: NullableString(),
    usesUrl: NullableBoolean(),
    hasData: AnyJson,
    fileName: NullableString(),
    contentType: NullableString(),
    checksumAlgorithm: NullableString(),
    checksum: NullableString(),
    dataSize: AnyJson,
  },
  'An OTA package description; its file is uploaded separately',
);

/** Described for the OpenAPI page only: the file is read from the multipart stream by the route. */
export const OtaPackageFileBody = Type.Unknown({
  description: 'multipart/form-data with the package as the part `file`',
});

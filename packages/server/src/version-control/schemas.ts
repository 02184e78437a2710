import { Type } from 'typebox';
import {
  AnyJson,
  BodyObject,
  EntityTypeName,
  NullableBoolean,
  NullableString,
  PageLinkQuery,
  QueryText,
  Uuid,
} from '../http/schemas.js';

export const RepositorySettingsBody = BodyObject(
  {
    repositoryUri: NullableString(),
    defaultBranch: NullableString(),
    readOnly: NullableBoolean(),
    showMergeCommits: NullableBoolean(),
    authMethod: NullableString({ description: 'USERNAME_PASSWORD or PRIVATE_KEY' }),
    username: NullableString(),
    password: NullableString({ description: 'left out or null: the stored one is kept' }),
    privateKeyFileName: NullableString(),
    privateKey: NullableString(),
    privateKeyPassword: NullableString(),
  },
  "A tenant's repository settings; the secrets are stored encrypted and never answered",
);

export const VersionCreateBody = BodyObject(
  {
    type: NullableString({ description: 'SINGLE_ENTITY or COMPLEX' }),
    versionName: NullableString(),
    branch: NullableString(),
    entityId: AnyJson,
    config: AnyJson,
    syncStrategy: NullableString({ description: 'MERGE or OVERWRITE' }),
    entityTypes: AnyJson,
  },
  'A version to save: one entity, or whole entity types',
);

export const VersionLoadBody = BodyObject(
  {
    type: NullableString({ description: 'SINGLE_ENTITY or ENTITY_TYPE' }),
    versionId: NullableString(),
    externalEntityId: AnyJson,
    config: AnyJson,
    entityTypes: AnyJson,
  },
  'A version to load: one entity, or whole entity types',
);

export const RequestIdParams = Type.Object({ requestId: Uuid() });

export const BranchPageQuery = Type.Object({
  ...PageLinkQuery.properties,
  branch: QueryText('String', 'The branch whose versions are listed'),
});

export const EntityTypeParams = Type.Object({ entityType: EntityTypeName });
export const EntityVersionsParams = Type.Object({ entityType: EntityTypeName, externalEntityUuid: Uuid() });
export const DiffParams = Type.Object({ entityType: EntityTypeName, internalEntityUuid: Uuid() });
export const VersionIdQuery = Type.Object({ versionId: QueryText('String', 'The commit to compare with') });
export const VersionParams = Type.Object({ versionId: Type.String() });
export const VersionTypeParams = Type.Object({ entityType: EntityTypeName, versionId: Type.String() });
export const InfoParams = Type.Object({
  versionId: Type.String(),
  entityType: EntityTypeName,
  externalEntityUuid: Uuid(),
});

import type {
  BranchInfo,
  EntityDataDiff,
  EntityDataInfo,
  EntityType,
  EntityVersion,
  PageData,
  PageLink,
  RepositorySettings,
  VersionCreateRequest,
  VersionCreationResult,
  VersionedEntityInfo,
  VersionLoadRequest,
  VersionLoadResult,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** A tenant's repository settings and version control: saves and loads answer a request id to poll. */
export function versionControlApi(http: ApiClient) {
  const versions = (path: string, branch: string, link: PageLink) =>
    http.get<PageData<EntityVersion>>(path, { query: { ...pageLinkToQuery(link), branch } });
  return {
    repositorySettings: () => http.get<RepositorySettings | null>('/api/admin/repositorySettings'),
    repositorySettingsExists: () => http.get<boolean>('/api/admin/repositorySettings/exists'),
    saveRepositorySettings: (settings: Partial<RepositorySettings>) =>
      http.post<RepositorySettings>('/api/admin/repositorySettings', settings),
    deleteRepositorySettings: () => http.delete<void>('/api/admin/repositorySettings'),
    checkAccess: (settings: Partial<RepositorySettings>) =>
      http.post<void>('/api/admin/repositorySettings/checkAccess', settings),
    branches: () => http.get<BranchInfo[]>('/api/entities/vc/branches'),
    createVersion: (request: VersionCreateRequest) => http.post<string>('/api/entities/vc/version', request),
    creationStatus: (requestId: string) =>
      http.get<VersionCreationResult>(`/api/entities/vc/version/${requestId}/status`),
    versions: (branch: string, link: PageLink) => versions('/api/entities/vc/version', branch, link),
    typeVersions: (entityType: EntityType, branch: string, link: PageLink) =>
      versions(`/api/entities/vc/version/${entityType}`, branch, link),
    entityVersions: (entityType: EntityType, externalId: string, branch: string, link: PageLink) =>
      versions(`/api/entities/vc/version/${entityType}/${externalId}`, branch, link),
    entitiesAt: (versionId: string, entityType?: EntityType) =>
      http.get<VersionedEntityInfo[]>(
        entityType ? `/api/entities/vc/entity/${entityType}/${versionId}` : `/api/entities/vc/entity/${versionId}`,
      ),
    loadVersion: (request: VersionLoadRequest) => http.post<string>('/api/entities/vc/entity', request),
    loadStatus: (requestId: string) => http.get<VersionLoadResult>(`/api/entities/vc/entity/${requestId}/status`),
    diff: (entityType: EntityType, entityId: string, versionId: string) =>
      http.get<EntityDataDiff>(`/api/entities/vc/diff/${entityType}/${entityId}`, { query: { versionId } }),
    entityDataInfo: (versionId: string, entityType: EntityType, externalId: string) =>
      http.get<EntityDataInfo>(`/api/entities/vc/info/${versionId}/${entityType}/${externalId}`),
  };
}

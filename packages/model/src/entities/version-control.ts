import type { EntityId, EntityType } from '../ids.js';
import type { DeviceCredentials } from './device.js';
import type { EntityRelation } from './relation.js';
import type { RuleChainMetaData } from './rule-chain.js';

/** The entity types the platform keeps in a repository (seed 001 §3.16). */
export const VERSIONED_ENTITY_TYPES = [
  'ASSET',
  'DEVICE',
  'ENTITY_VIEW',
  'DASHBOARD',
  'CUSTOMER',
  'DEVICE_PROFILE',
  'RULE_CHAIN',
  'WIDGETS_BUNDLE',
] as const satisfies readonly EntityType[];
export type VersionedEntityType = (typeof VERSIONED_ENTITY_TYPES)[number];

export type RepositoryAuthMethod = 'USERNAME_PASSWORD' | 'PRIVATE_KEY';

/** A tenant's repository settings; the secrets are sent on save and always answered null. */
export interface RepositorySettings {
  repositoryUri: string;
  defaultBranch: string | null;
  readOnly: boolean;
  showMergeCommits: boolean;
  authMethod: RepositoryAuthMethod;
  username: string | null;
  password: string | null;
  privateKeyFileName: string | null;
  privateKey: string | null;
  privateKeyPassword: string | null;
}

export type SyncStrategy = 'MERGE' | 'OVERWRITE';

export interface VersionCreateConfig {
  saveRelations: boolean;
  saveAttributes: boolean;
  saveCredentials: boolean;
}

export interface EntityTypeVersionCreateConfig extends VersionCreateConfig {
  syncStrategy: SyncStrategy | null;
  entityIds: string[];
  allEntities: boolean;
}

export interface SingleEntityVersionCreateRequest {
  type: 'SINGLE_ENTITY';
  versionName: string;
  branch: string;
  entityId: EntityId;
  config: VersionCreateConfig;
}

export interface ComplexVersionCreateRequest {
  type: 'COMPLEX';
  versionName: string;
  branch: string;
  syncStrategy: SyncStrategy;
  entityTypes: Partial<Record<EntityType, EntityTypeVersionCreateConfig>>;
}

export type VersionCreateRequest = SingleEntityVersionCreateRequest | ComplexVersionCreateRequest;

/** One commit: its hash is the version id, its message the version name. */
export interface EntityVersion {
  timestamp: number;
  id: string;
  name: string;
  author: string;
}

export interface VersionCreationResult {
  version: EntityVersion | null;
  added: number;
  modified: number;
  removed: number;
  error: string | null;
  done: boolean;
}

export interface BranchInfo {
  name: string;
  default: boolean;
}

export interface VersionLoadConfig {
  loadRelations: boolean;
  loadAttributes: boolean;
  loadCredentials: boolean;
}

export interface EntityTypeVersionLoadConfig extends VersionLoadConfig {
  removeOtherEntities: boolean;
  findExistingEntityByName: boolean;
}

export interface SingleEntityVersionLoadRequest {
  type: 'SINGLE_ENTITY';
  versionId: string;
  externalEntityId: EntityId;
  config: VersionLoadConfig;
}

export interface EntityTypeVersionLoadRequest {
  type: 'ENTITY_TYPE';
  versionId: string;
  entityTypes: Partial<Record<EntityType, EntityTypeVersionLoadConfig>>;
}

export type VersionLoadRequest = SingleEntityVersionLoadRequest | EntityTypeVersionLoadRequest;

export interface EntityTypeLoadResult {
  entityType: EntityType;
  created: number;
  updated: number;
  deleted: number;
}

export type EntityLoadErrorType = 'DEVICE_CREDENTIALS_CONFLICT' | 'MISSING_REFERENCED_ENTITY' | 'RUNTIME';

export interface EntityLoadError {
  type: EntityLoadErrorType;
  source: EntityId | null;
  target: EntityId | null;
  message: string | null;
}

export interface VersionLoadResult {
  result: EntityTypeLoadResult[];
  error: EntityLoadError | null;
  done: boolean;
}

/** One file of the repository: the platform's EntityExportData. */
export interface EntityExportData<E = Record<string, unknown>> {
  entityType: EntityType;
  entity: E;
  relations?: EntityRelation[];
  /** by scope: SERVER_SCOPE, SHARED_SCOPE, CLIENT_SCOPE */
  attributes?: Record<string, AttributeExportData[]>;
  /** a device's, when the version saves credentials */
  credentials?: DeviceCredentials;
  /** a rule chain's nodes and connections */
  metaData?: RuleChainMetaData;
}

/** One attribute in a repository file: the platform's AttributeExportData, one of the values set. */
export interface AttributeExportData {
  key: string;
  lastUpdateTs: number;
  booleanValue?: boolean | null;
  strValue?: string | null;
  longValue?: number | null;
  doubleValue?: number | null;
  jsonValue?: string | null;
}

export interface EntityDataDiff {
  currentVersion: EntityExportData;
  otherVersion: EntityExportData;
}

/** What a version holds of an entity beside the entity itself. */
export interface EntityDataInfo {
  hasRelations: boolean;
  hasAttributes: boolean;
  hasCredentials: boolean;
}

export interface VersionedEntityInfo {
  externalId: EntityId;
}

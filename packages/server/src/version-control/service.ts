import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  BranchInfo,
  EntityDataDiff,
  EntityExportData,
  EntityId,
  EntityLoadError,
  EntityType,
  EntityTypeLoadResult,
  EntityVersion,
  PageData,
  RepositorySettings,
  VersionCreateConfig,
  VersionCreateRequest,
  VersionCreationResult,
  VersionLoadConfig,
  VersionLoadRequest,
  VersionLoadResult,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { CREDENTIALS_ALREADY_REGISTERED } from '../devices/service.js';
import { ApiError, badRequest } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { tenantEntityIds } from './entities-store.js';
import { MissingReference } from './entity-references.js';
import { describeGitError } from './git-errors.js';
import { remoteBranches, TenantRepository } from './git-repository.js';
import { exportedAttributes, exportedRelations, loadAttributes, loadRelations } from './related-data.js';
import {
  completeSettings,
  DEFAULT_BRANCH,
  deleteRepositorySettings,
  gitRemote,
  readRepositorySettings,
  withoutSecrets,
  writeRepositorySettings,
} from './repository-settings.js';
import { RequestStatuses } from './request-status.js';
import { loadSecretKey } from './secret-box.js';
import { TenantQueue } from './tenant-queue.js';
import {
  type ExportedEntity,
  entityPath,
  findExisting,
  SUPPORTED_TYPES,
  toExported,
  typeFolder,
  versionedKind,
} from './versioned-kinds.js';

const NOT_CONFIGURED = 'Repository settings are not configured!';

/** The entities one version save writes, by type, with what to write of them. */
interface SavePlan {
  entityType: EntityType;
  ids: string[];
  config: VersionCreateConfig;
  overwrite: boolean;
}

function page<T>(items: T[], link: ParsedPageLink): PageData<T> {
  const start = link.page * link.pageSize;
  const data = items.slice(start, start + link.pageSize);
  const totalPages = Math.ceil(items.length / link.pageSize);
  return { data, totalPages, totalElements: items.length, hasNext: start + link.pageSize < items.length };
}

function toVersion(commit: { id: string; timestamp: number; name: string; author: string }): EntityVersion {
  return { id: commit.id, timestamp: commit.timestamp, name: commit.name, author: commit.author };
}

function authorOf(user: SecurityUser): { name: string; email: string } {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { name: name || user.email, email: user.email };
}

/** A name git takes as a branch and never as an option: no leading dash, no `..`, no spaces or control characters. */
function isBranchName(name: string): boolean {
  return /^(?![-/.])(?!.*\.\.)(?!.*\/\/)[\w./-]+(?<![/.])$/.test(name) && !name.endsWith('.lock');
}

function supportedKind(entityType: string) {
  const kind = versionedKind(entityType);
  if (!kind) throw badRequest(`Entity type ${entityType} is not supported by version control yet`);
  return kind;
}

/**
 * A tenant's version control (seed 001 §7.17): its repository settings, and saves and loads of versions that run
 * in the background on the tenant's queue, each answering a request id whose status the console polls.
 */
export class VersionControl {
  private readonly key: Buffer;
  private readonly queue = new TenantQueue();
  private readonly creations = new RequestStatuses<VersionCreationResult>();
  private readonly loads = new RequestStatuses<VersionLoadResult>();

  constructor(private readonly ctx: AppContext) {
    this.key = loadSecretKey(ctx.config.dataDir, ctx.config.vcSecretKey);
  }

  private cloneDir(tenantId: string): string {
    return path.join(this.ctx.config.dataDir, 'vc', tenantId);
  }

  private async settingsOf(tenantId: string): Promise<RepositorySettings> {
    const settings = await readRepositorySettings(this.ctx, this.key, tenantId);
    if (!settings) throw badRequest(NOT_CONFIGURED);
    return settings;
  }

  /** The tenant's clone, fetched: every call that reads versions sees what the remote has now. */
  private async fetched(tenantId: string): Promise<{ repo: TenantRepository; settings: RepositorySettings }> {
    const settings = await this.settingsOf(tenantId);
    const repo = new TenantRepository(this.cloneDir(tenantId), gitRemote(settings));
    try {
      await this.queue.run(tenantId, () => repo.fetch());
    } catch (error) {
      throw badRequest(describeGitError(error));
    }
    return { repo, settings };
  }

  async settings(user: SecurityUser): Promise<RepositorySettings | null> {
    const settings = await readRepositorySettings(this.ctx, this.key, user.tenantId);
    return settings ? withoutSecrets(settings) : null;
  }

  async exists(user: SecurityUser): Promise<boolean> {
    return (await readRepositorySettings(this.ctx, this.key, user.tenantId)) !== null;
  }

  private async settingsToTry(user: SecurityUser, body: Partial<RepositorySettings>): Promise<RepositorySettings> {
    return completeSettings(body, await readRepositorySettings(this.ctx, this.key, user.tenantId));
  }

  /** Signs in to the remote with the given settings (stored secrets filling the ones left out). */
  async checkAccess(user: SecurityUser, body: Partial<RepositorySettings>): Promise<void> {
    const settings = await this.settingsToTry(user, body);
    try {
      await remoteBranches(gitRemote(settings));
    } catch (error) {
      throw badRequest(describeGitError(error));
    }
  }

  /** Saves settings that work only: the remote is reached first, so a wrong password writes nothing. */
  async saveSettings(user: SecurityUser, body: Partial<RepositorySettings>): Promise<RepositorySettings> {
    const settings = await this.settingsToTry(user, body);
    await this.checkAccess(user, settings);
    await this.queue.run(user.tenantId, async () => {
      await writeRepositorySettings(this.ctx, this.key, user.tenantId, settings);
      // A clone of another repository would mix two histories; the next call clones afresh.
      await rm(this.cloneDir(user.tenantId), { recursive: true, force: true });
    });
    return withoutSecrets(settings);
  }

  async deleteSettings(user: SecurityUser): Promise<void> {
    await this.queue.run(user.tenantId, async () => {
      await deleteRepositorySettings(this.ctx, user.tenantId);
      await rm(this.cloneDir(user.tenantId), { recursive: true, force: true });
    });
  }

  async branches(user: SecurityUser): Promise<BranchInfo[]> {
    const { repo, settings } = await this.fetched(user.tenantId);
    const defaultBranch = settings.defaultBranch ?? DEFAULT_BRANCH;
    const names = await repo.branches();
    if (!names.includes(defaultBranch)) names.unshift(defaultBranch);
    return names.map((name) => ({ name, default: name === defaultBranch }));
  }

  /** The versions of a branch, of one entity type's folder or of one entity's file, newest first. */
  async versions(
    user: SecurityUser,
    branch: string,
    link: ParsedPageLink,
    entityType?: EntityType,
    externalId?: string,
  ): Promise<PageData<EntityVersion>> {
    const { repo } = await this.fetched(user.tenantId);
    const where = entityType ? (externalId ? entityPath(entityType, externalId) : typeFolder(entityType)) : undefined;
    const search = link.textSearch?.toLowerCase();
    const versions = (await repo.log(branch, where))
      .map(toVersion)
      .filter((version) => !search || version.name.toLowerCase().includes(search));
    if (link.sortDirection === 'ASC' && link.sortColumn) versions.reverse();
    return page(versions, link);
  }

  private async exportData(user: SecurityUser, entityType: EntityType, id: string, config: VersionCreateConfig) {
    const kind = supportedKind(entityType);
    const entity = toExported(await kind.read(this.ctx, user, id));
    const own = kind.exportData ? await kind.exportData(this.ctx, user, id, entity, config) : { entity };
    const data: EntityExportData = { entityType, ...own };
    const entityId = { entityType, id };
    if (config.saveAttributes) data.attributes = await exportedAttributes(this.ctx, entityId);
    if (config.saveRelations) data.relations = await exportedRelations(this.ctx, entityId);
    return data;
  }

  private async savePlans(user: SecurityUser, request: VersionCreateRequest): Promise<SavePlan[]> {
    if (request.type === 'SINGLE_ENTITY') {
      const { entityType, id } = request.entityId ?? {};
      if (!entityType || !id) throw badRequest('Entity id should be specified!');
      supportedKind(entityType);
      // Read now, so a missing entity or one of another tenant answers at once, not in the status.
      await supportedKind(entityType).read(this.ctx, user, id);
      return [{ entityType, ids: [id], config: request.config ?? defaultCreateConfig(), overwrite: false }];
    }
    if (request.type !== 'COMPLEX') throw badRequest(`Unsupported version create request type: ${String(request)}`);
    const plans: SavePlan[] = [];
    for (const [entityType, config] of Object.entries(request.entityTypes ?? {})) {
      if (!config) continue;
      supportedKind(entityType);
      const ids = config.allEntities
        ? await tenantEntityIds(this.ctx.db, entityType as EntityType, user.tenantId)
        : (config.entityIds ?? []);
      const strategy = config.syncStrategy ?? request.syncStrategy ?? 'MERGE';
      plans.push({ entityType: entityType as EntityType, ids, config, overwrite: strategy === 'OVERWRITE' });
    }
    return plans;
  }

  /** Starts a version save; its status tells the commit, or the error, when the tenant's queue has run it. */
  async createVersion(user: SecurityUser, request: VersionCreateRequest): Promise<string> {
    const settings = await this.settingsOf(user.tenantId);
    if (settings.readOnly) throw badRequest('Repository is read-only!');
    const versionName = request.versionName?.trim();
    if (!versionName) throw badRequest('Version name should be specified!');
    const branch = request.branch?.trim() || settings.defaultBranch || DEFAULT_BRANCH;
    if (!isBranchName(branch)) throw badRequest(`Invalid branch name: ${branch}`);
    const plans = await this.savePlans(user, request);
    const requestId = randomUUID();
    const pending = { version: null, added: 0, modified: 0, removed: 0, error: null, done: false };
    this.creations.set(requestId, user.tenantId, pending);
    const repo = new TenantRepository(this.cloneDir(user.tenantId), gitRemote(settings));
    void this.queue
      .run(user.tenantId, async () => {
        const files = new Map<string, EntityExportData>();
        for (const plan of plans) {
          for (const id of plan.ids) {
            const data = await this.exportData(user, plan.entityType, id, plan.config);
            files.set(entityPath(plan.entityType, (data.entity as ExportedEntity).id.id), data);
          }
        }
        await repo.fetch();
        return repo.commitAndPush(
          branch,
          settings.defaultBranch ?? DEFAULT_BRANCH,
          versionName,
          authorOf(user),
          async (dir) => {
            for (const plan of plans.filter((candidate) => candidate.overwrite)) {
              await rm(path.join(dir, typeFolder(plan.entityType)), { recursive: true, force: true });
            }
            for (const [file, data] of files) {
              await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
              await writeFile(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
            }
          },
        );
      })
      .then(
        ({ commit, changes }) =>
          this.creations.finish(requestId, user.tenantId, {
            ...pending,
            ...changes,
            version: toVersion(commit),
            done: true,
          }),
        (error: unknown) =>
          this.creations.finish(requestId, user.tenantId, { ...pending, error: describeGitError(error), done: true }),
      );
    return requestId;
  }

  creationStatus(user: SecurityUser, requestId: string): VersionCreationResult {
    const status = this.creations.get(requestId, user.tenantId);
    if (!status) throw new ApiError(404, 32, `Version creation request with id [${requestId}] is not found`);
    return status;
  }

  private async fileAt(repo: TenantRepository, versionId: string, file: string): Promise<EntityExportData | null> {
    if (!(await repo.isCommit(versionId))) throw badRequest(`Version ${versionId} is not found in the repository`);
    const text = await repo.read(versionId, file);
    return text === null ? null : (JSON.parse(text) as EntityExportData);
  }

  /** The tenant's entity beside the same entity at a version. */
  async diff(user: SecurityUser, entityType: EntityType, id: string, versionId: string): Promise<EntityDataDiff> {
    const current = await this.exportData(user, entityType, id, {
      saveRelations: true,
      saveAttributes: false,
      saveCredentials: false,
    });
    const { repo } = await this.fetched(user.tenantId);
    const other = await this.fileAt(repo, versionId, entityPath(entityType, (current.entity as ExportedEntity).id.id));
    if (!other) throw badRequest(`The version ${versionId} does not hold this entity`);
    return { currentVersion: current, otherVersion: other };
  }

  /** What a version holds of an entity: the platform's EntityDataInfo. */
  async entityDataInfo(user: SecurityUser, versionId: string, entityType: EntityType, externalId: string) {
    supportedKind(entityType);
    const { repo } = await this.fetched(user.tenantId);
    const data = await this.fileAt(repo, versionId, entityPath(entityType, externalId));
    if (!data) throw badRequest(`The version ${versionId} does not hold this entity`);
    return {
      hasRelations: !!data.relations?.length,
      hasAttributes: !!data.attributes,
      hasCredentials: !!data.credentials,
    };
  }

  /** The entities a version holds, of one type or all supported types. */
  async entitiesAt(user: SecurityUser, versionId: string, entityType?: EntityType) {
    if (entityType) supportedKind(entityType);
    const { repo } = await this.fetched(user.tenantId);
    if (!(await repo.isCommit(versionId))) throw badRequest(`Version ${versionId} is not found in the repository`);
    const types = entityType ? [entityType] : SUPPORTED_TYPES;
    const found = [];
    for (const type of types) {
      for (const file of await repo.list(versionId, typeFolder(type))) {
        found.push({ externalId: { entityType: type, id: path.basename(file, '.json') } });
      }
    }
    return found;
  }

  /** Starts a version load; each entity goes through its kind's ordinary save, with its checks and audit. */
  async loadVersion(user: SecurityUser, request: VersionLoadRequest): Promise<string> {
    const settings = await this.settingsOf(user.tenantId);
    const versionId = request.versionId?.trim();
    if (!versionId) throw badRequest('Version id should be specified!');
    const plans = loadPlans(request);
    const requestId = randomUUID();
    const pending: VersionLoadResult = { result: [], error: null, done: false };
    this.loads.set(requestId, user.tenantId, pending);
    const repo = new TenantRepository(this.cloneDir(user.tenantId), gitRemote(settings));
    const results: EntityTypeLoadResult[] = [];
    void this.queue
      .run(user.tenantId, async () => {
        await repo.fetch();
        if (!(await repo.isCommit(versionId))) throw new Error(`Version ${versionId} is not found in the repository`);
        // Relations and attributes go on once every entity is in: a relation may point at one loaded later.
        const loaded: Array<{ entityId: EntityId; data: EntityExportData; plan: LoadPlan }> = [];
        for (const plan of plans) {
          const counts = { entityType: plan.entityType, created: 0, updated: 0, deleted: 0 };
          results.push(counts);
          const files = plan.externalId
            ? [entityPath(plan.entityType, plan.externalId)]
            : await repo.list(versionId, typeFolder(plan.entityType));
          const kept = new Set<string>();
          for (const file of files) {
            const data = await this.fileAt(repo, versionId, file);
            if (!data)
              throw new LoadFailure({
                type: 'RUNTIME',
                source: null,
                target: null,
                message: `${file} is not in the version`,
              });
            const entity = data.entity as ExportedEntity;
            const existing = await findExisting(this.ctx, user.tenantId, entity, plan.findByName);
            const loadedFile = { data, entity, loadCredentials: plan.config.loadCredentials };
            const saved = await loading(entity, () =>
              supportedKind(plan.entityType).save(this.ctx, user, loadedFile, existing),
            );
            kept.add(saved);
            loaded.push({ entityId: { entityType: plan.entityType, id: saved }, data, plan });
            if (existing) counts.updated++;
            else counts.created++;
          }
          if (plan.removeOthers) {
            for (const id of await tenantEntityIds(this.ctx.db, plan.entityType, user.tenantId)) {
              if (kept.has(id)) continue;
              await supportedKind(plan.entityType).delete(this.ctx, user, id);
              counts.deleted++;
            }
          }
        }
        for (const { entityId, data, plan } of loaded) {
          const entity = data.entity as ExportedEntity;
          if (plan.config.loadAttributes && data.attributes) {
            await loading(entity, () => loadAttributes(this.ctx, user, entityId, data.attributes ?? {}));
          }
          if (plan.config.loadRelations && data.relations) {
            await loading(entity, () => loadRelations(this.ctx, user, entityId, entity.id, data.relations ?? []));
          }
        }
      })
      .then(
        () => this.loads.finish(requestId, user.tenantId, { result: results, error: null, done: true }),
        (error: unknown) =>
          this.loads.finish(requestId, user.tenantId, {
            result: results,
            error:
              error instanceof LoadFailure
                ? error.detail
                : { type: 'RUNTIME', source: null, target: null, message: describeGitError(error) },
            done: true,
          }),
      );
    return requestId;
  }

  loadStatus(user: SecurityUser, requestId: string): VersionLoadResult {
    const status = this.loads.get(requestId, user.tenantId);
    if (!status) throw new ApiError(404, 32, `Version load request with id [${requestId}] is not found`);
    return status;
  }
}

class LoadFailure extends Error {
  constructor(readonly detail: EntityLoadError) {
    super(detail.message ?? detail.type);
  }
}

/** Runs one step of loading an entity; a refusal stops the load with the seed's error type. */
async function loading<T>(entity: ExportedEntity, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new LoadFailure(loadError(entity, error));
  }
}

/** A save refused for an entity it points at (a profile, a rule chain) is the seed's missing reference. */
function loadError(entity: ExportedEntity, error: unknown): EntityLoadError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof MissingReference) {
    return { type: 'MISSING_REFERENCED_ENTITY', source: entity.id, target: error.target, message };
  }
  if (message === CREDENTIALS_ALREADY_REGISTERED) {
    return { type: 'DEVICE_CREDENTIALS_CONFLICT', source: entity.id, target: null, message };
  }
  const missing = /non-existent|not found|is not found/i.test(message);
  return { type: missing ? 'MISSING_REFERENCED_ENTITY' : 'RUNTIME', source: entity.id, target: null, message };
}

interface LoadPlan {
  entityType: EntityType;
  externalId: string | null;
  findByName: boolean;
  removeOthers: boolean;
  config: VersionLoadConfig;
}

/** The platform's load defaults (seed 001 §3.16) under what the request says. */
function loadConfig(given: Partial<VersionLoadConfig> | undefined): VersionLoadConfig {
  return {
    loadAttributes: given?.loadAttributes !== false,
    loadRelations: given?.loadRelations !== false,
    loadCredentials: given?.loadCredentials !== false,
  };
}

function loadPlans(request: VersionLoadRequest): LoadPlan[] {
  if (request.type === 'SINGLE_ENTITY') {
    const { entityType, id } = request.externalEntityId ?? {};
    if (!entityType || !id) throw badRequest('Entity id should be specified!');
    supportedKind(entityType);
    return [{ entityType, externalId: id, findByName: false, removeOthers: false, config: loadConfig(request.config) }];
  }
  if (request.type !== 'ENTITY_TYPE') throw badRequest('Unsupported version load request type');
  return Object.entries(request.entityTypes ?? {}).flatMap(([entityType, config]) => {
    if (!config) return [];
    supportedKind(entityType);
    return [
      {
        entityType: entityType as EntityType,
        externalId: null,
        findByName: config.findExistingEntityByName !== false,
        removeOthers: config.removeOtherEntities === true,
        config: loadConfig(config),
      },
    ];
  });
}

function defaultCreateConfig(): VersionCreateConfig {
  return { saveRelations: true, saveAttributes: true, saveCredentials: true };
}

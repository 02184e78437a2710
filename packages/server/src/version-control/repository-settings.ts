import type { RepositorySettings } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import type { GitRemote } from './git-repository.js';
import { decryptSecret, encryptSecret } from './secret-box.js';
import {
  deleteTenantSettings,
  REPOSITORY_SETTINGS_KEY,
  readTenantSettings,
  writeTenantSettings,
} from './settings-store.js';

const SECRET_FIELDS = ['password', 'privateKey', 'privateKeyPassword'] as const;

/** The branch a repository without one set starts with, as the platform's settings form proposes. */
export const DEFAULT_BRANCH = 'main';

/** The settings as the console may see them: every secret null. */
export function withoutSecrets(settings: RepositorySettings): RepositorySettings {
  return { ...settings, password: null, privateKey: null, privateKeyPassword: null };
}

/** Checks a save's fields and fills the defaults; a secret left out (null) is taken from the stored settings. */
export function completeSettings(
  body: Partial<RepositorySettings>,
  stored: RepositorySettings | null,
): RepositorySettings {
  const repositoryUri = typeof body.repositoryUri === 'string' ? body.repositoryUri.trim() : '';
  if (!repositoryUri) throw badRequest('Repository URI should be specified!');
  if (!/^(https?|ssh|git):\/\/|^[\w.-]+@[\w.-]+:/.test(repositoryUri)) {
    throw badRequest(`Unsupported repository URI: ${repositoryUri}`);
  }
  const authMethod = body.authMethod ?? 'USERNAME_PASSWORD';
  if (authMethod !== 'USERNAME_PASSWORD' && authMethod !== 'PRIVATE_KEY') {
    throw badRequest(`Unsupported authentication method: ${String(authMethod)}`);
  }
  if (authMethod === 'PRIVATE_KEY') throw badRequest('Authentication by private key is not supported yet');
  const settings: RepositorySettings = {
    repositoryUri,
    defaultBranch: body.defaultBranch?.trim() || DEFAULT_BRANCH,
    readOnly: body.readOnly === true,
    showMergeCommits: body.showMergeCommits === true,
    authMethod,
    username: body.username?.trim() || null,
    password: body.password ?? null,
    privateKeyFileName: body.privateKeyFileName ?? null,
    privateKey: body.privateKey ?? null,
    privateKeyPassword: body.privateKeyPassword ?? null,
  };
  const sameRepository = stored?.repositoryUri === settings.repositoryUri;
  for (const field of SECRET_FIELDS) {
    if (settings[field] === null && sameRepository) settings[field] = stored?.[field] ?? null;
  }
  return settings;
}

export function gitRemote(settings: RepositorySettings): GitRemote {
  return { uri: settings.repositoryUri, username: settings.username, password: settings.password };
}

/** The tenant's settings with the secrets opened, or null when the tenant has none. */
export async function readRepositorySettings(
  ctx: AppContext,
  key: Buffer,
  tenantId: string,
): Promise<RepositorySettings | null> {
  const stored = await readTenantSettings<RepositorySettings>(ctx.db, tenantId, REPOSITORY_SETTINGS_KEY);
  if (!stored) return null;
  const opened = { ...stored };
  for (const field of SECRET_FIELDS) {
    const sealed = stored[field];
    opened[field] = sealed ? decryptSecret(key, sealed) : null;
  }
  return opened;
}

export async function writeRepositorySettings(
  ctx: AppContext,
  key: Buffer,
  tenantId: string,
  settings: RepositorySettings,
): Promise<void> {
  const sealed = { ...settings };
  for (const field of SECRET_FIELDS) {
    const plain = settings[field];
    sealed[field] = plain ? encryptSecret(key, plain) : null;
  }
  await writeTenantSettings(ctx.db, tenantId, REPOSITORY_SETTINGS_KEY, sealed);
}

export function deleteRepositorySettings(ctx: AppContext, tenantId: string): Promise<boolean> {
  return deleteTenantSettings(ctx.db, tenantId, REPOSITORY_SETTINGS_KEY);
}

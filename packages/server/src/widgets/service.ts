import type { PageData, WidgetsBundle, WidgetType, WidgetTypeDetails, WidgetTypeInfo } from '@fleetdeck/model';
import { NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { CoreContext } from '../context.js';
import { badRequest, itemNotFound, notFound } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { checkWidgetsRead, checkWidgetsWrite, readableTenants, uniqueAlias, writingTenant } from './access.js';
import {
  allWidgetsBundles,
  deleteWidgetsBundleWithTypes,
  deleteWidgetType,
  findWidgetsBundle,
  findWidgetsBundleByAlias,
  findWidgetType,
  findWidgetTypeByAlias,
  insertWidgetsBundle,
  insertWidgetType,
  toWidgetsBundle,
  toWidgetType,
  toWidgetTypeDetails,
  toWidgetTypeInfo,
  updateWidgetsBundle,
  updateWidgetType,
  type WidgetsBundleRow,
  type WidgetTypeRow,
  widgetsBundlePage,
  widgetTypesOfBundle,
} from './store.js';

export interface WidgetsBundleBody {
  id?: unknown;
  alias?: unknown;
  title?: unknown;
  image?: unknown;
  description?: unknown;
  externalId?: unknown;
}

export interface WidgetTypeBody {
  id?: unknown;
  bundleAlias?: unknown;
  alias?: unknown;
  name?: unknown;
  image?: unknown;
  description?: unknown;
  descriptor?: unknown;
}

async function readableBundle(ctx: CoreContext, user: SecurityUser, id: string): Promise<WidgetsBundleRow> {
  const row = await findWidgetsBundle(ctx.db, id);
  if (!row) throw notFound('Widgets bundle', id);
  checkWidgetsRead(user, row.tenant_id);
  return row;
}

export async function getWidgetsBundle(ctx: CoreContext, user: SecurityUser, id: string): Promise<WidgetsBundle> {
  return toWidgetsBundle(await readableBundle(ctx, user, id));
}

/** Saves a bundle of the caller's own scope: the system's for the system administrator, else its tenant's. */
export async function saveWidgetsBundle(
  ctx: CoreContext,
  user: SecurityUser,
  body: WidgetsBundleBody,
): Promise<WidgetsBundle> {
  const id = bodyId(body.id);
  const existing = id ? await readableBundle(ctx, user, id) : undefined;
  if (existing) checkWidgetsWrite(user, existing.tenant_id);
  const title = optionalText(body.title)?.trim();
  if (!title) throw badRequest('Widgets bundle title should be specified!');
  checkTextFields(body as Record<string, unknown>, ['title', 'alias']);
  const values = {
    title,
    image: optionalText(body.image),
    description: optionalText(body.description),
    external_id: bodyId(body.externalId),
  };
  const alias = optionalText(body.alias)?.trim();
  if (existing) {
    if (alias && alias !== existing.alias) throw badRequest('Update of widgets bundle alias is prohibited!');
    await updateWidgetsBundle(ctx.db, existing.id, values);
    return toWidgetsBundle({ ...existing, ...values });
  }
  const tenantId = writingTenant(user);
  const bundleId = newId();
  const row: WidgetsBundleRow = {
    id: bundleId,
    created_time: uuidTime(bundleId),
    tenant_id: tenantId,
    alias: await uniqueAlias(
      alias || title,
      async (candidate) => (await findWidgetsBundleByAlias(ctx.db, tenantId, candidate)) !== undefined,
    ),
    ...values,
  };
  await insertWidgetsBundle(ctx.db, row);
  return toWidgetsBundle(row);
}

/** Deletes a bundle of the caller's own scope with its widget types. */
export async function deleteWidgetsBundle(ctx: CoreContext, user: SecurityUser, id: string): Promise<void> {
  const row = await readableBundle(ctx, user, id);
  checkWidgetsWrite(user, row.tenant_id);
  await deleteWidgetsBundleWithTypes(ctx.db, row);
}

/** A page of the bundles the caller may use: the system administrator's are the system ones only. */
export function listWidgetsBundles(
  ctx: CoreContext,
  user: SecurityUser,
  link: ParsedPageLink,
): Promise<PageData<WidgetsBundle>> {
  return widgetsBundlePage(ctx.db, readableTenants(user), link);
}

export function allReadableWidgetsBundles(ctx: CoreContext, user: SecurityUser): Promise<WidgetsBundle[]> {
  return allWidgetsBundles(ctx.db, readableTenants(user));
}

async function readableWidgetType(ctx: CoreContext, user: SecurityUser, id: string): Promise<WidgetTypeRow> {
  const row = await findWidgetType(ctx.db, id);
  if (!row) throw notFound('Widget type', id);
  checkWidgetsRead(user, row.tenant_id);
  return row;
}

export async function getWidgetType(ctx: CoreContext, user: SecurityUser, id: string): Promise<WidgetTypeDetails> {
  return toWidgetTypeDetails(await readableWidgetType(ctx, user, id));
}

function descriptorText(descriptor: unknown): string {
  const empty =
    descriptor === null ||
    typeof descriptor !== 'object' ||
    Array.isArray(descriptor) ||
    Object.keys(descriptor).length === 0;
  if (empty) throw badRequest("Widgets type descriptor can't be empty!");
  return toJsonText(descriptor) as string;
}

/** Saves a widget type into a bundle of the caller's own scope; bundle and alias never change afterwards. */
export async function saveWidgetType(
  ctx: CoreContext,
  user: SecurityUser,
  body: WidgetTypeBody,
): Promise<WidgetTypeDetails> {
  const id = bodyId(body.id);
  const existing = id ? await readableWidgetType(ctx, user, id) : undefined;
  if (existing) checkWidgetsWrite(user, existing.tenant_id);
  const name = optionalText(body.name)?.trim();
  if (!name) throw badRequest('Widgets type name should be specified!');
  const bundleAlias = optionalText(body.bundleAlias)?.trim();
  if (!bundleAlias) throw badRequest('Widgets type bundle alias should be specified!');
  checkTextFields(body as Record<string, unknown>, ['name', 'alias', 'bundleAlias']);
  const values = {
    name,
    image: optionalText(body.image),
    description: optionalText(body.description),
    descriptor: descriptorText(body.descriptor),
  };
  const alias = optionalText(body.alias)?.trim();
  if (existing) {
    if (bundleAlias !== existing.bundle_alias) throw badRequest('Update of widget type bundle alias is prohibited!');
    if (alias && alias !== existing.alias) throw badRequest('Update of widget type alias is prohibited!');
    await updateWidgetType(ctx.db, existing.id, values);
    return toWidgetTypeDetails({ ...existing, ...values });
  }
  const tenantId = writingTenant(user);
  if (!(await findWidgetsBundleByAlias(ctx.db, tenantId, bundleAlias))) {
    throw badRequest('Widget type is referencing to non-existent widgets bundle!');
  }
  const typeId = newId();
  const row: WidgetTypeRow = {
    id: typeId,
    created_time: uuidTime(typeId),
    tenant_id: tenantId,
    bundle_alias: bundleAlias,
    alias: await uniqueAlias(
      alias || name,
      async (candidate) => (await findWidgetTypeByAlias(ctx.db, tenantId, bundleAlias, candidate)) !== undefined,
    ),
    ...values,
  };
  await insertWidgetType(ctx.db, row);
  return toWidgetTypeDetails(row);
}

export async function removeWidgetType(ctx: CoreContext, user: SecurityUser, id: string): Promise<void> {
  const row = await readableWidgetType(ctx, user, id);
  checkWidgetsWrite(user, row.tenant_id);
  await deleteWidgetType(ctx.db, row.id);
}

/** Which tenant's bundle a lookup means: the system's, or the caller's own. */
function lookupTenant(user: SecurityUser, isSystem: boolean): string {
  return isSystem ? NULL_UUID : user.tenantId;
}

async function widgetTypesOf(ctx: CoreContext, user: SecurityUser, isSystem: boolean, bundleAlias: string) {
  return widgetTypesOfBundle(ctx.db, lookupTenant(user, isSystem), bundleAlias);
}

export async function listWidgetTypes(
  ctx: CoreContext,
  user: SecurityUser,
  isSystem: boolean,
  bundleAlias: string,
): Promise<WidgetType[]> {
  return (await widgetTypesOf(ctx, user, isSystem, bundleAlias)).map(toWidgetType);
}

export async function listWidgetTypesDetails(
  ctx: CoreContext,
  user: SecurityUser,
  isSystem: boolean,
  bundleAlias: string,
): Promise<WidgetTypeDetails[]> {
  return (await widgetTypesOf(ctx, user, isSystem, bundleAlias)).map(toWidgetTypeDetails);
}

export async function listWidgetTypesInfos(
  ctx: CoreContext,
  user: SecurityUser,
  isSystem: boolean,
  bundleAlias: string,
): Promise<WidgetTypeInfo[]> {
  return (await widgetTypesOf(ctx, user, isSystem, bundleAlias)).map(toWidgetTypeInfo);
}

/** The widget type a saved widget names by system flag, bundle alias and alias; none answers 404. */
export async function widgetTypeByAlias(
  ctx: CoreContext,
  user: SecurityUser,
  isSystem: boolean,
  bundleAlias: string,
  alias: string,
): Promise<WidgetType> {
  const row = await findWidgetTypeByAlias(ctx.db, lookupTenant(user, isSystem), bundleAlias, alias);
  if (!row) throw itemNotFound();
  checkWidgetsRead(user, row.tenant_id);
  return toWidgetType(row);
}

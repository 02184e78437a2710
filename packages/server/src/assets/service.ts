import { type Asset, type AssetInfo, type EntitySubtype, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkCustomer } from '../common/access.js';
import { toJsonText } from '../common/json.js';
import { callerScope, type Owner } from '../common/owned-entities.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { checkCustomerReference } from '../customers/customer-reference.js';
import { assignableCustomer, publicCustomer } from '../customers/service.js';
import { ASSET } from '../entities/kinds/asset.js';
import { entitySubtypes } from '../entities/store.js';
import { entityAssigned, entityDeleted, entitySaved, entityUnassigned } from '../entity-actions/publish.js';
import { assertNoEntityViews } from '../entity-views/store.js';
import { badRequest, itemNotFound, notFound, permissionDenied } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { deleteEntityWithData } from '../storage/cascade.js';
import {
  type AssetInfoRow,
  type AssetRow,
  assetInfoPage,
  assetPage,
  findAsset,
  findAssetByName,
  findAssetInfo,
  findAssetsByIds,
  insertAsset,
  setAssetCustomer,
  toAsset,
  toAssetInfo,
  updateAsset,
} from './store.js';

/**
 * The asset, if the caller may see it. Unlike a device, an asset of another tenant answers 403: the platform checks
 * the asset's tenant after loading it. A customer user only sees its own customer's assets.
 */
export async function readableAsset(ctx: AppContext, user: SecurityUser, id: string): Promise<AssetRow> {
  const row = await findAsset(ctx.db, id);
  if (!row) throw notFound('Asset', id);
  checkCustomer(user, { tenantId: row.tenant_id, customerId: row.customer_id });
  return row;
}

export async function saveAsset(ctx: AppContext, user: SecurityUser, body: Partial<Asset>): Promise<Asset> {
  const id = bodyId(body.id);
  const existing = id ? await readableAsset(ctx, user, id) : undefined;
  // Customer users may edit their customer's assets, never create one.
  if (!existing && user.authority === 'CUSTOMER_USER') throw permissionDenied();
  const name = optionalText(body.name)?.trim();
  if (!name) throw badRequest('Asset name should be specified!');
  const type = optionalText(body.type)?.trim();
  if (!type) throw badRequest('Asset type should be specified!');
  checkTextFields(body as Record<string, unknown>, ['name', 'type', 'label']);
  const duplicate = await findAssetByName(ctx.db, user.tenantId, name);
  if (duplicate && duplicate.id !== id) throw badRequest('Asset with such name already exists!');
  await checkCustomerReference(ctx.db, user.tenantId, body.customerId, 'asset');
  const values = {
    name,
    type,
    label: optionalText(body.label),
    additional_info: toJsonText(body.additionalInfo),
    external_id: bodyId(body.externalId),
  };
  if (existing) {
    // Assignment changes only through the assign and unassign calls, so the stored customer is kept.
    await updateAsset(ctx.db, existing.id, values);
    const updated = toAsset({ ...existing, ...values });
    entitySaved(ctx, user, updated, false);
    return updated;
  }
  const assetId = newId();
  const row: AssetRow = {
    id: assetId,
    created_time: uuidTime(assetId),
    tenant_id: user.tenantId,
    customer_id: NULL_UUID,
    ...values,
  };
  await insertAsset(ctx.db, row);
  const created = toAsset(row);
  entitySaved(ctx, user, created, true);
  return created;
}

export async function deleteAsset(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  const asset = await readableAsset(ctx, user, id);
  await assertNoEntityViews(ctx.db, 'ASSET', id);
  await deleteEntityWithData(ctx.db, ASSET, id);
  entityDeleted(ctx, user, toAsset(asset));
}

async function setCustomer(ctx: AppContext, user: SecurityUser, asset: AssetRow, customerId: string): Promise<Asset> {
  await setAssetCustomer(ctx.db, asset.id, customerId);
  const changed = toAsset({ ...asset, customer_id: customerId });
  if (customerId === NULL_UUID) await entityUnassigned(ctx, user, changed, asset.customer_id);
  else await entityAssigned(ctx, user, changed, customerId);
  return changed;
}

export async function assignAsset(ctx: AppContext, user: SecurityUser, customerId: string, assetId: string) {
  await assignableCustomer(ctx, user, customerId);
  return setCustomer(ctx, user, await readableAsset(ctx, user, assetId), customerId);
}

export async function assignAssetToPublic(ctx: AppContext, user: SecurityUser, assetId: string): Promise<Asset> {
  const asset = await readableAsset(ctx, user, assetId);
  return setCustomer(ctx, user, asset, (await publicCustomer(ctx, asset.tenant_id)).id);
}

export async function unassignAsset(ctx: AppContext, user: SecurityUser, assetId: string): Promise<Asset> {
  const asset = await readableAsset(ctx, user, assetId);
  if (asset.customer_id === NULL_UUID) throw badRequest("Asset isn't assigned to any customer!");
  return setCustomer(ctx, user, asset, NULL_UUID);
}

/** The asset with its customer's title, if the caller may see it. */
export async function readableAssetInfo(ctx: AppContext, user: SecurityUser, id: string): Promise<AssetInfo> {
  const row = await readableAsset(ctx, user, id);
  return toAssetInfo((await findAssetInfo(ctx.db, row.id)) as AssetInfoRow);
}

/** The tenant's asset of that name; none answers the platform's checkNotNull (404). */
export async function tenantAssetByName(ctx: AppContext, user: SecurityUser, name: string): Promise<Asset> {
  const row = await findAssetByName(ctx.db, user.tenantId, name);
  if (!row) throw itemNotFound();
  return toAsset(row);
}

export function listAssets(ctx: AppContext, owner: Owner, type: string | undefined, link: ParsedPageLink) {
  return assetPage(ctx.db, owner, type, link);
}

export function listAssetInfos(ctx: AppContext, owner: Owner, type: string | undefined, link: ParsedPageLink) {
  return assetInfoPage(ctx.db, owner, type, link);
}

/** The assets among the ids that the caller may see: its tenant's, or its customer's for a customer user. */
export async function assetsByIds(ctx: AppContext, user: SecurityUser, ids: readonly string[]): Promise<Asset[]> {
  return (await findAssetsByIds(ctx.db, callerScope(user), ids)).map(toAsset);
}

export function assetTypes(ctx: AppContext, user: SecurityUser): Promise<EntitySubtype[]> {
  return entitySubtypes(ctx.db, ASSET, user.tenantId);
}

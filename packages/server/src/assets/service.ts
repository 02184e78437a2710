import { type Asset, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkCustomer } from '../common/access.js';
import { checkCustomerReference } from '../common/customer-reference.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { publicCustomer } from '../customers/service.js';
import { assignableCustomer } from '../devices/service.js';
import { assertNoEntityViews } from '../entity-views/store.js';
import { badRequest, notFound, permissionDenied } from '../http/errors.js';
import { deleteEntityTelemetry } from '../storage/cascade.js';
import { type AssetRow, findAsset, findAssetByName, toAsset } from './store.js';

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
    await ctx.db.updateTable('asset').set(values).where('id', '=', existing.id).execute();
    return toAsset({ ...existing, ...values });
  }
  const assetId = newId();
  const row: AssetRow = {
    id: assetId,
    created_time: uuidTime(assetId),
    tenant_id: user.tenantId,
    customer_id: NULL_UUID,
    ...values,
  };
  await ctx.db.insertInto('asset').values(row).execute();
  return toAsset(row);
}

export async function deleteAsset(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  await readableAsset(ctx, user, id);
  await assertNoEntityViews(ctx.db, 'ASSET', id);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteEntityTelemetry(trx, id);
    await trx
      .deleteFrom('relation')
      .where((eb) => eb.or([eb('from_id', '=', id), eb('to_id', '=', id)]))
      .execute();
    await trx.deleteFrom('asset').where('id', '=', id).execute();
  });
}

async function setCustomer(ctx: AppContext, asset: AssetRow, customerId: string): Promise<Asset> {
  await ctx.db.updateTable('asset').set({ customer_id: customerId }).where('id', '=', asset.id).execute();
  return toAsset({ ...asset, customer_id: customerId });
}

export async function assignAsset(ctx: AppContext, user: SecurityUser, customerId: string, assetId: string) {
  await assignableCustomer(ctx, user, customerId);
  return setCustomer(ctx, await readableAsset(ctx, user, assetId), customerId);
}

export async function assignAssetToPublic(ctx: AppContext, user: SecurityUser, assetId: string): Promise<Asset> {
  const asset = await readableAsset(ctx, user, assetId);
  return setCustomer(ctx, asset, (await publicCustomer(ctx, asset.tenant_id)).id);
}

export async function unassignAsset(ctx: AppContext, user: SecurityUser, assetId: string): Promise<Asset> {
  const asset = await readableAsset(ctx, user, assetId);
  if (asset.customer_id === NULL_UUID) throw badRequest("Asset isn't assigned to any customer!");
  return setCustomer(ctx, asset, NULL_UUID);
}

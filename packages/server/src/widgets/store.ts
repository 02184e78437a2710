import type {
  PageData,
  WidgetsBundle,
  WidgetType,
  WidgetTypeDescriptor,
  WidgetTypeDetails,
  WidgetTypeInfo,
} from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromJsonText } from '../common/json.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, WidgetsBundleTable, WidgetTypeTable } from '../storage/schema.js';

export type WidgetsBundleRow = Selectable<WidgetsBundleTable>;
export type WidgetTypeRow = Selectable<WidgetTypeTable>;

export function toWidgetsBundle(row: WidgetsBundleRow): WidgetsBundle {
  return {
    id: { entityType: 'WIDGETS_BUNDLE', id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    alias: row.alias,
    title: row.title,
    image: row.image,
    description: row.description,
    externalId: row.external_id ? { entityType: 'WIDGETS_BUNDLE', id: row.external_id } : null,
  };
}

function descriptorOf(row: WidgetTypeRow): WidgetTypeDescriptor {
  return fromJsonText<WidgetTypeDescriptor>(row.descriptor) as WidgetTypeDescriptor;
}

export function toWidgetType(row: WidgetTypeRow): WidgetType {
  return {
    id: { entityType: 'WIDGET_TYPE', id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    bundleAlias: row.bundle_alias,
    alias: row.alias,
    name: row.name,
    descriptor: descriptorOf(row),
  };
}

export function toWidgetTypeDetails(row: WidgetTypeRow): WidgetTypeDetails {
  return { ...toWidgetType(row), image: row.image, description: row.description };
}

export function toWidgetTypeInfo(row: WidgetTypeRow): WidgetTypeInfo {
  const { descriptor: _descriptor, ...rest } = toWidgetTypeDetails(row);
  return { ...rest, widgetType: descriptorOf(row).type };
}

export function findWidgetsBundle(db: Db, id: string): Promise<WidgetsBundleRow | undefined> {
  return db.selectFrom('widgets_bundle').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findWidgetsBundleByAlias(db: Db, tenantId: string, alias: string) {
  return db
    .selectFrom('widgets_bundle')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('alias', '=', alias)
    .executeTakeFirst();
}

/** One page of the bundles of the given tenants (the system's is the null UUID). */
export function widgetsBundlePage(
  db: Db,
  tenantIds: readonly string[],
  link: ParsedPageLink,
): Promise<PageData<WidgetsBundle>> {
  const base = db.selectFrom('widgets_bundle').selectAll().where('tenant_id', 'in', tenantIds);
  return fetchPage(base, link, { search: 'title' }, toWidgetsBundle);
}

/** Every bundle of the given tenants, in creation order. */
export async function allWidgetsBundles(db: Db, tenantIds: readonly string[]): Promise<WidgetsBundle[]> {
  const rows = await db
    .selectFrom('widgets_bundle')
    .selectAll()
    .where('tenant_id', 'in', tenantIds)
    .orderBy('created_time')
    .orderBy('id')
    .execute();
  return rows.map(toWidgetsBundle);
}

export async function insertWidgetsBundle(db: Db, row: WidgetsBundleRow): Promise<void> {
  await db.insertInto('widgets_bundle').values(row).execute();
}

export async function updateWidgetsBundle(
  db: Db,
  id: string,
  values: Pick<WidgetsBundleRow, 'title' | 'image' | 'description' | 'external_id'>,
): Promise<void> {
  await db.updateTable('widgets_bundle').set(values).where('id', '=', id).execute();
}

/** The bundle with its widget types, in one transaction. */
export async function deleteWidgetsBundleWithTypes(db: Db, bundle: WidgetsBundleRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('widget_type')
      .where('tenant_id', '=', bundle.tenant_id)
      .where('bundle_alias', '=', bundle.alias)
      .execute();
    await trx.deleteFrom('widgets_bundle').where('id', '=', bundle.id).execute();
  });
}

export function findWidgetType(db: Db, id: string): Promise<WidgetTypeRow | undefined> {
  return db.selectFrom('widget_type').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findWidgetTypeByAlias(
  db: Db,
  tenantId: string,
  bundleAlias: string,
  alias: string,
): Promise<WidgetTypeRow | undefined> {
  return db
    .selectFrom('widget_type')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bundle_alias', '=', bundleAlias)
    .where('alias', '=', alias)
    .executeTakeFirst();
}

/** The widget types of one bundle of a tenant, in creation order. */
export function widgetTypesOfBundle(db: Db, tenantId: string, bundleAlias: string): Promise<WidgetTypeRow[]> {
  return db
    .selectFrom('widget_type')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bundle_alias', '=', bundleAlias)
    .orderBy('created_time')
    .orderBy('id')
    .execute();
}

export async function insertWidgetType(db: Db, row: WidgetTypeRow): Promise<void> {
  await db.insertInto('widget_type').values(row).execute();
}

export async function updateWidgetType(
  db: Db,
  id: string,
  values: Pick<WidgetTypeRow, 'name' | 'image' | 'description' | 'descriptor'>,
): Promise<void> {
  await db.updateTable('widget_type').set(values).where('id', '=', id).execute();
}

export async function deleteWidgetType(db: Db, id: string): Promise<void> {
  await db.deleteFrom('widget_type').where('id', '=', id).execute();
}

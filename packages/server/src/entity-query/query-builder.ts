import type { EntityDataSortOrder, EntityKey, KeyFilter } from '@fleetdeck/model';
import { sql } from 'kysely';
import type { SecurityUser } from '../auth/security-user.js';
import type { DialectName } from '../storage/database.js';
import type { QueryKind } from './kinds.js';
import { predicateCondition, type ValueAccess } from './predicates.js';
import { and, likeSubstring, numberOfText, or, type Sql, textOf } from './sql.js';
import { valueAccess } from './stored-values.js';

/** One kind an entity filter reads, with the filter's condition on that kind's table (alias `e`). */
export interface SourcePart {
  kind: QueryKind;
  condition: Sql | null;
}

export interface QueryPlan {
  parts: SourcePart[];
  /** key filters with their dynamic values already resolved */
  keyFilters: KeyFilter[];
  sortOrder: EntityDataSortOrder | null;
  textSearch: string | null;
  /** the selected keys a text search looks through */
  searchKeys: EntityKey[];
  /** key_id of each time series key named anywhere in the plan (missing keys have none) */
  tsKeyIds: Map<string, number>;
}

const ATTRIBUTE_SCOPE: Record<string, string> = {
  CLIENT_ATTRIBUTE: 'CLIENT_SCOPE',
  SHARED_ATTRIBUTE: 'SHARED_SCOPE',
  SERVER_ATTRIBUTE: 'SERVER_SCOPE',
};

const LATEST_KEY_TYPES = new Set([
  'TIME_SERIES',
  'ATTRIBUTE',
  'CLIENT_ATTRIBUTE',
  'SHARED_ATTRIBUTE',
  'SERVER_ATTRIBUTE',
]);

/** Scope of one kind for the caller: its tenant, and for a customer user its own customer (null: none visible). */
function scopeCondition(kind: QueryKind, user: SecurityUser): Sql | null {
  const parts: Sql[] = [sql`${sql.ref(`e.${kind.tenantColumn}`)} = ${user.tenantId}`];
  if (user.authority === 'CUSTOMER_USER') {
    if (kind.customerVisibility === 'never') return null;
    if (kind.customerVisibility === 'owned' && kind.customerColumn) {
      parts.push(sql`${sql.ref(`e.${kind.customerColumn}`)} = ${user.customerId}`);
    }
    if (kind.customerVisibility === 'assigned') {
      const assignments = kind.assignments;
      if (!assignments) return null;
      parts.push(
        sql`e.id in (select ${sql.ref(assignments.entityColumn)} from ${sql.table(assignments.table)} where ${sql.ref(assignments.customerColumn)} = ${user.customerId})`,
      );
    }
  }
  return and(parts);
}

/**
 * The SQL of an entity data query: FROM the kind's table (or, for filters that span kinds, a UNION ALL of the kinds
 * projecting the fields in use), one LEFT JOIN per latest value a key filter, the sort or the text search needs,
 * and every condition in the WHERE clause, so filtering, counting, sorting and paging all happen in the database.
 */
export class EntityQuerySql {
  private readonly joins: Sql[] = [];
  private readonly joinAliases = new Map<string, string>();
  private readonly fieldAliases = new Map<string, string>();
  private readonly from: Sql;
  private readonly single: QueryKind | null;
  private readonly conditions: Sql[] = [];
  private filterJoins = 0;
  readonly empty: boolean;

  constructor(
    private readonly dialect: DialectName,
    user: SecurityUser,
    private readonly plan: QueryPlan,
  ) {
    const parts = plan.parts
      .map((part) => ({ ...part, scope: scopeCondition(part.kind, user) }))
      .filter((part): part is SourcePart & { scope: Sql } => part.scope !== null);
    this.empty = parts.length === 0;
    const fieldKeys = new Set<string>(['createdTime']);
    for (const filter of plan.keyFilters) if (filter.key?.type === 'ENTITY_FIELD') fieldKeys.add(filter.key.key);
    if (plan.sortOrder?.key?.type === 'ENTITY_FIELD') fieldKeys.add(plan.sortOrder.key.key);
    if (plan.textSearch) for (const key of plan.searchKeys) if (key.type === 'ENTITY_FIELD') fieldKeys.add(key.key);

    const only = parts.length === 1 ? parts[0] : undefined;
    if (only) {
      this.single = only.kind;
      this.from = sql`${sql.table(only.kind.table)} as e`;
      this.conditions.push(only.scope);
      if (only.condition) this.conditions.push(only.condition);
    } else {
      this.single = null;
      for (const key of fieldKeys) this.fieldAliases.set(key, `f${this.fieldAliases.size}`);
      const branches = parts.map((part) => {
        const columns = [sql`e.id as id`, sql`${sql.lit(part.kind.entityType)} as entity_type`];
        for (const [key, alias] of this.fieldAliases) {
          columns.push(sql`${this.kindField(part.kind, key)} as ${sql.ref(alias)}`);
        }
        const where = and([part.scope, ...(part.condition ? [part.condition] : [])]);
        return sql`select ${sql.join(columns)} from ${sql.table(part.kind.table)} as e where ${where}`;
      });
      this.from = branches.length
        ? sql`(${sql.join(branches, sql` union all `)}) as e`
        : sql`(select null as id, null as entity_type) as e`;
    }

    for (const filter of plan.keyFilters) {
      if (!filter?.key) continue;
      const access = this.access(filter.key);
      this.conditions.push(access ? predicateCondition(dialect, access, filter.predicate) : sql`1 = 0`);
    }
    if (plan.textSearch) {
      const searchable = plan.searchKeys
        .filter((key) => !(key.type === 'ENTITY_FIELD' && key.key === 'additionalInfo'))
        .map((key) => this.access(key)?.text)
        .filter((text): text is Sql => Boolean(text));
      this.conditions.push(or(searchable.map((text) => likeSubstring(text, plan.textSearch as string))));
    }
    // The sort's join must exist before the FROM clause is written; the count does without it (one row at most).
    this.filterJoins = this.joins.length;
    if (plan.sortOrder?.key) this.access(plan.sortOrder.key);
  }

  /** A field of one kind in its own table; NULL for a field the kind does not have. */
  private kindField(kind: QueryKind, key: string): Sql {
    if (key === 'entityType') return sql.lit(kind.entityType);
    const column = kind.fields[key];
    return column ? sql.ref(`e.${column}`) : sql`null`;
  }

  private field(key: string): Sql {
    if (this.single) return this.kindField(this.single, key);
    const alias = this.fieldAliases.get(key);
    return alias ? sql.ref(`e.${alias}`) : sql`null`;
  }

  entityTypeExpr(): Sql {
    return this.single ? sql.lit(this.single.entityType) : sql.ref('e.entity_type');
  }

  /** How a key's value is read in this query, joining its latest value once; undefined for keys with no value. */
  access(key: EntityKey): ValueAccess | undefined {
    if (key.type === 'ENTITY_FIELD') {
      const field = this.field(key.key);
      const text = textOf(field);
      const number = key.key === 'createdTime' ? field : numberOfText(this.dialect, text);
      const bool = sql`(case when lower(${text}) = 'true' then 1 when lower(${text}) = 'false' then 0 end)`;
      return { text, number, bool, missing: sql`${field} is null` };
    }
    if (!LATEST_KEY_TYPES.has(key.type)) return undefined;
    return valueAccess(this.join(key), key.type === 'TIME_SERIES' ? 'ts' : 'last_update_ts');
  }

  private join(key: EntityKey): string {
    const id = `${key.type}\u0000${key.key}`;
    const existing = this.joinAliases.get(id);
    if (existing) return existing;
    const alias = `k${this.joinAliases.size}`;
    this.joinAliases.set(id, alias);
    const ref = (column: string) => sql.ref(`${alias}.${column}`);
    if (key.type === 'TIME_SERIES') {
      const keyId = this.plan.tsKeyIds.get(key.key) ?? -1;
      this.joins.push(
        sql`left join ts_kv_latest as ${sql.table(alias)} on ${ref('entity_id')} = e.id and ${ref('key')} = ${sql.lit(keyId)}`,
      );
    } else {
      const scope = ATTRIBUTE_SCOPE[key.type];
      // Any scope: the most recently updated of the entity's attributes with that key (server before shared
      // before client on a tie), so an entity never appears twice.
      const scopeCondition = scope
        ? sql`${ref('attribute_type')} = ${scope}`
        : sql`${ref('attribute_type')} = (select x.attribute_type from attribute_kv as x where x.entity_id = e.id and x.attribute_key = ${key.key} order by x.last_update_ts desc, x.attribute_type desc limit 1)`;
      this.joins.push(
        sql`left join attribute_kv as ${sql.table(alias)} on ${ref('entity_id')} = e.id and ${ref('attribute_key')} = ${key.key} and ${scopeCondition}`,
      );
    }
    return alias;
  }

  private body(withSortJoins = true): Sql {
    const joins = withSortJoins ? this.joins : this.joins.slice(0, this.filterJoins);
    return sql`from ${this.from} ${joins.length ? sql.join(joins, sql` `) : sql``} where ${and(this.conditions)}`;
  }

  private orderBy(): Sql {
    const sort = this.plan.sortOrder;
    const direction = sql.raw(sort?.direction === 'DESC' ? 'desc' : 'asc');
    const id = sql`e.id ${direction}`;
    const access = sort?.key ? this.access(sort.key) : undefined;
    if (!sort || !access) return sql`order by ${this.field('createdTime')} asc, e.id asc`;
    if (sort.key.type === 'ENTITY_FIELD') {
      // A NOT NULL column of one table: a plain ORDER BY that its index can serve (and stop at the page's end).
      if (this.indexedSort) {
        return sql`order by ${sql.ref(`e.${this.single?.fields[sort.key.key]}`)} ${direction}, ${id}`;
      }
    }
    // NULLs (missing values) last when ascending and first when descending, as PostgreSQL orders them, on both
    // databases; numbers by value before texts, the text only read for values that are not numbers.
    const flag = (condition: Sql) => sql`(case when ${condition} then 1 else 0 end) ${direction}`;
    if (sort.key.type === 'ENTITY_FIELD') {
      const value = sort.key.key === 'createdTime' ? access.number : access.text;
      return sql`order by ${flag(sql`${value} is null`)}, ${value} ${direction}, ${id}`;
    }
    const number = access.number;
    return sql`order by ${flag(access.missing)}, ${flag(sql`${number} is null`)}, ${number} ${direction}, (case when ${number} is null then ${access.text} end) ${direction}, ${id}`;
  }

  countQuery(): Sql {
    return sql`select count(*) as count ${this.body(false)}`;
  }

  /**
   * One page of ids, each row also carrying the total (a window count), so the filters and joins run once for both;
   * a page past the end has no row to carry it, and the caller counts separately.
   */
  pageQuery(pageSize: number, page: number, withTotal: boolean): Sql {
    const total = withTotal ? sql`, count(*) over () as total` : sql``;
    return sql`select e.id as id, ${this.entityTypeExpr()} as entity_type${total} ${this.body()} ${this.orderBy()} limit ${sql.lit(pageSize)} offset ${sql.lit(page * pageSize)}`;
  }

  /**
   * Whether the page is ordered by a NOT NULL column of one table: then an index can hand out the page without
   * reading every row, and counting separately is cheaper than a window count over all of them.
   */
  get indexedSort(): boolean {
    const key = this.plan.sortOrder?.key;
    const column = key?.type === 'ENTITY_FIELD' ? this.single?.fields[key.key] : undefined;
    return Boolean(column && this.single?.notNullColumns.includes(column));
  }

  /** The matching ids as a subquery, unordered (the alarm data query reads the alarms of these entities). */
  idSubquery(): Sql {
    return sql`select e.id ${this.body(false)}`;
  }

  /** Every matching id and type, in query order, at most `limit` (the alarm query and live subscriptions). */
  idsQuery(limit: number): Sql {
    return sql`select e.id as id, ${this.entityTypeExpr()} as entity_type ${this.body()} ${this.orderBy()} limit ${sql.lit(limit)}`;
  }
}

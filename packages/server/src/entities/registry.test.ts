import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type Storage } from '../storage/database.js';
import { migrate } from '../storage/migrate.js';
import { ENTITY_KINDS, OWNED_TABLES } from './registry.js';

let dataDir: string;
let storage: Storage;
let columns: Map<string, Set<string>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-registry-'));
  storage = openSqlite(dataDir);
  await migrate(storage.db);
  const tables = await storage.db.introspection.getTables();
  columns = new Map(tables.map((table) => [table.name, new Set(table.columns.map((column) => column.name))]));
});

afterAll(async () => {
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const tenantDeleted = new Set<string>([
  ...ENTITY_KINDS.filter((kind) => kind.onTenantDelete).map((kind) => kind.table),
  ...OWNED_TABLES.map((owned) => owned.table),
]);

describe('the entity kind registry', () => {
  it('gives every table holding tenant data a kind or an owned-table entry that deletes it with its tenant', () => {
    const tenantTables = [...columns].filter(([, names]) => names.has('tenant_id')).map(([table]) => table);
    expect(tenantTables.length).toBeGreaterThan(10);
    expect(tenantTables.filter((table) => !tenantDeleted.has(table))).toEqual([]);
  });

  it('gives every table holding customer data a customer cascade', () => {
    const customerTables = [...columns].filter(([, names]) => names.has('customer_id')).map(([table]) => table);
    const handled = new Set<string>([
      ...ENTITY_KINDS.filter((kind) => kind.onCustomerDelete).map((kind) => kind.table),
      ...OWNED_TABLES.filter((owned) => owned.onCustomerDelete).map((owned) => owned.table),
    ]);
    expect(customerTables.filter((table) => !handled.has(table))).toEqual([]);
  });

  it('names only tables and columns the migrations create', () => {
    for (const kind of ENTITY_KINDS) {
      const names = columns.get(kind.table);
      expect(names, kind.table).toBeDefined();
      const used = [
        'id',
        kind.nameColumn,
        ...(kind.tenantColumn ? [kind.tenantColumn] : []),
        ...(kind.customerColumn ? [kind.customerColumn] : []),
        ...Object.values(kind.sortColumns),
        ...Object.values(kind.query?.fields ?? {}),
        ...(kind.query?.notNullColumns ?? []),
        ...(kind.query?.typeColumn ? [kind.query.typeColumn] : []),
      ];
      const assignments = kind.query?.assignments;
      if (assignments) {
        const assignmentColumns = columns.get(assignments.table);
        expect(assignmentColumns?.has(assignments.entityColumn), assignments.table).toBe(true);
        expect(assignmentColumns?.has(assignments.customerColumn), assignments.table).toBe(true);
      }
      expect(
        used.filter((column) => !names?.has(column)),
        kind.entityType,
      ).toEqual([]);
      for (const dependent of [
        ...(kind.onTenantDelete?.dependents ?? []),
        ...(kind.onCustomerDelete?.action === 'delete' ? kind.onCustomerDelete.dependents : []),
      ]) {
        expect(columns.get(dependent.table)?.has(dependent.column), `${dependent.table}.${dependent.column}`).toBe(
          true,
        );
      }
    }
    for (const owned of OWNED_TABLES) {
      expect(columns.get(owned.table)?.has('tenant_id'), owned.table).toBe(true);
    }
  });

  it('lists each entity type once', () => {
    const types = ENTITY_KINDS.map((kind) => kind.entityType);
    expect(new Set(types).size).toBe(types.length);
  });
});

import type { EntityId, EntityRelation } from '@fleetdeck/model';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../storage/migrations/001-initial.js';
import type { Database, Db } from '../storage/schema.js';
import { findRelatedEntityIds, findRelationsByQuery, relatedEntityIds } from './query.js';

let db: Db;

const id = (n: number) => `00000000-0000-1000-8000-${String(n).padStart(12, '0')}`;
const asset = (n: number): EntityId => ({ entityType: 'ASSET', id: id(n) });
const device = (n: number): EntityId => ({ entityType: 'DEVICE', id: id(n) });

async function relate(from: EntityId, to: EntityId, type = 'Contains', group = 'COMMON') {
  await db
    .insertInto('relation')
    .values({
      from_id: from.id,
      from_type: from.entityType,
      to_id: to.id,
      to_type: to.entityType,
      relation_type_group: group,
      relation_type: type,
      additional_info: null,
    })
    .execute();
}

const pairs = (relations: EntityRelation[]) =>
  relations.map((r) => `${r.from.id.slice(-2)}>${r.to.id.slice(-2)}:${r.type}`).sort();

beforeAll(async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
  await up(db as unknown as Kysely<unknown>);
  // A building (1) contains floors (2, 3); floor 2 contains room 4 and device 10; room 4 contains device 11, which
  // points back to the building (a cycle). Floor 3 manages device 12. One relation lives in another group.
  await relate(asset(1), asset(2));
  await relate(asset(1), asset(3));
  await relate(asset(2), asset(4));
  await relate(asset(2), device(10));
  await relate(asset(4), device(11));
  await relate(device(11), asset(1));
  await relate(asset(3), device(12), 'Manages');
  await relate(asset(1), device(13), 'Contains', 'EDGE');
});

afterAll(async () => {
  await db.destroy();
});

describe('the relation search', () => {
  it('follows one level by default from the root', async () => {
    const found = await findRelationsByQuery(db, {
      parameters: { rootId: id(1), rootType: 'ASSET', direction: 'FROM', maxLevel: 1 },
    });
    expect(pairs(found)).toEqual(['01>02:Contains', '01>03:Contains']);
  });

  it('follows every level when no limit is set and stops at cycles', async () => {
    const found = await findRelationsByQuery(db, {
      parameters: { rootId: id(1), rootType: 'ASSET', direction: 'FROM', maxLevel: 0 },
    });
    expect(pairs(found)).toEqual([
      '01>02:Contains',
      '01>03:Contains',
      '02>04:Contains',
      '02>10:Contains',
      '03>12:Manages',
      '04>11:Contains',
      '11>01:Contains',
    ]);
  });

  it('keeps only the deepest level when asked', async () => {
    const found = await findRelationsByQuery(db, {
      parameters: { rootId: id(1), rootType: 'ASSET', direction: 'FROM', maxLevel: 2, fetchLastLevelOnly: true },
    });
    expect(pairs(found)).toEqual(['02>04:Contains', '02>10:Contains', '03>12:Manages']);
  });

  it('searches towards the root in the TO direction', async () => {
    const found = await findRelationsByQuery(db, {
      parameters: { rootId: id(11), rootType: 'DEVICE', direction: 'TO', maxLevel: 3 },
    });
    expect(pairs(found)).toEqual(['01>02:Contains', '02>04:Contains', '04>11:Contains']);
  });

  it('reads another group only when asked', async () => {
    const found = await findRelationsByQuery(db, {
      parameters: { rootId: id(1), rootType: 'ASSET', direction: 'FROM', relationTypeGroup: 'EDGE', maxLevel: 1 },
    });
    expect(pairs(found)).toEqual(['01>13:Contains']);
  });

  it('keeps relations matching any filter by relation type and far-end entity type', async () => {
    const parameters = { rootId: id(1), rootType: 'ASSET' as const, direction: 'FROM' as const, maxLevel: 5 };
    const devices = await findRelationsByQuery(db, { parameters, filters: [{ entityTypes: ['DEVICE'] }] });
    expect(pairs(devices)).toEqual(['02>10:Contains', '03>12:Manages', '04>11:Contains']);
    const managed = await findRelationsByQuery(db, {
      parameters,
      filters: [
        { relationType: 'Manages', entityTypes: ['DEVICE'] },
        { relationType: 'Contains', entityTypes: ['ASSET'] },
      ],
    });
    expect(pairs(managed)).toEqual([
      '01>02:Contains',
      '01>03:Contains',
      '02>04:Contains',
      '03>12:Manages',
      '11>01:Contains',
    ]);
  });

  it('gives the distinct related entity ids', async () => {
    const ids = await findRelatedEntityIds(
      db,
      { rootId: id(1), rootType: 'ASSET', direction: 'FROM', maxLevel: 3 },
      'Contains',
      ['DEVICE'],
    );
    expect(ids.sort()).toEqual([id(10), id(11)]);
    const relations = await findRelationsByQuery(db, {
      parameters: { rootId: id(1), rootType: 'ASSET', direction: 'FROM', maxLevel: 1 },
    });
    expect(relatedEntityIds([...relations, ...relations], 'FROM')).toEqual([asset(2), asset(3)]);
  });
});

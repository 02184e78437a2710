import type {
  EntityId,
  EntityRelation,
  EntityRelationInfo,
  EntityRelationsQuery,
  RelationTypeGroup,
} from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** The query string of one relation: both ends, its type and its group. */
function keyQuery(from: EntityId, type: string, to: EntityId, typeGroup?: RelationTypeGroup) {
  return {
    fromId: from.id,
    fromType: from.entityType,
    relationType: type,
    relationTypeGroup: typeGroup,
    toId: to.id,
    toType: to.entityType,
  };
}

/** Relations between entities. */
export function relationsApi(http: ApiClient) {
  return {
    save: (relation: Omit<EntityRelation, 'typeGroup' | 'additionalInfo'> & Partial<EntityRelation>) =>
      http.post<void>('/api/relation', relation),
    get: (from: EntityId, type: string, to: EntityId, typeGroup?: RelationTypeGroup) =>
      http.get<EntityRelation>('/api/relation', { query: keyQuery(from, type, to, typeGroup) }),
    delete: (from: EntityId, type: string, to: EntityId, typeGroup?: RelationTypeGroup) =>
      http.delete<void>('/api/relation', { query: keyQuery(from, type, to, typeGroup) }),
    deleteAll: (entity: EntityId) =>
      http.delete<void>('/api/relations', { query: { entityId: entity.id, entityType: entity.entityType } }),
    from: (entity: EntityId, options: { relationType?: string; relationTypeGroup?: RelationTypeGroup } = {}) =>
      http.get<EntityRelation[]>('/api/relations', {
        query: { fromId: entity.id, fromType: entity.entityType, ...options },
      }),
    to: (entity: EntityId, options: { relationType?: string; relationTypeGroup?: RelationTypeGroup } = {}) =>
      http.get<EntityRelation[]>('/api/relations', {
        query: { toId: entity.id, toType: entity.entityType, ...options },
      }),
    infoFrom: (entity: EntityId, relationTypeGroup?: RelationTypeGroup) =>
      http.get<EntityRelationInfo[]>('/api/relations/info', {
        query: { fromId: entity.id, fromType: entity.entityType, relationTypeGroup },
      }),
    infoTo: (entity: EntityId, relationTypeGroup?: RelationTypeGroup) =>
      http.get<EntityRelationInfo[]>('/api/relations/info', {
        query: { toId: entity.id, toType: entity.entityType, relationTypeGroup },
      }),
    find: (query: EntityRelationsQuery) => http.post<EntityRelation[]>('/api/relations', query),
    findInfos: (query: EntityRelationsQuery) => http.post<EntityRelationInfo[]>('/api/relations/info', query),
  };
}

import type { PageLink } from '@fleetdeck/model';
import type { EntityOption } from '../../components/pickers/entity-lookup';

/** The kinds a tenant administrator assigns to an owner (a customer or an edge) from the owner's own lists. */
export type AssignedEntityType = 'DEVICE' | 'ASSET' | 'ENTITY_VIEW' | 'EDGE' | 'DASHBOARD' | 'RULE_CHAIN';

/** The message keys of one kind's list under an owner; the unassign title takes {{name}}, the assign title {{count}}. */
export interface AssignedEntitiesMessages {
  /** the kind's list title, shown after the owner's title */
  list: string;
  assignNew: string;
  assignTitle: string;
  unassign: string;
  unassignTitle: string;
  unassignText: string;
}

/** How an owner's list of one kind gains and loses entities. */
export interface AssignedEntitiesKind {
  entityType: AssignedEntityType;
  messages: AssignedEntitiesMessages;
  assign(ownerId: string, entityId: string): Promise<unknown>;
  unassign(ownerId: string, entityId: string): Promise<unknown>;
  /** the tenant's entities of the kind whose name contains the text and that the owner may be given */
  findAssignable(ownerId: string, text: string): Promise<EntityOption[]>;
}

/** How many of the tenant's entities the assign dialog reads for one search text. */
export const ASSIGNABLE_SEARCH_SIZE = 50;

export function searchLink(text: string, property: string): PageLink {
  return { pageSize: ASSIGNABLE_SEARCH_SIZE, page: 0, textSearch: text, sortOrder: { property, direction: 'ASC' } };
}

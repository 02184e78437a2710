import { type ActionEntity, ruleNodeEntityCreatedMsg } from '../entity-actions/messages.js';
import type { NodeContext } from './node.js';

/** What a node does with an entity it had to create before it could go on. */
export type CreatedEntityListener = (entity: ActionEntity) => void;

/**
 * Tells the rule engine, from the node, about each entity it created, as the platform's nodes enqueue ENTITY_CREATED
 * for a customer, device or asset they created: the message runs from the start of the entity's chain.
 */
export const tellCreated =
  (context: NodeContext, tenantId: string): CreatedEntityListener =>
  (entity) =>
    context.enqueue(ruleNodeEntityCreatedMsg(entity, tenantId, context.node.id));

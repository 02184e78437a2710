import { booleanOf, stringOf } from '../configuration.js';
import { findEntityIdByName } from '../entity-store.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { processPattern } from '../pattern.js';
import { deleteCommonRelation, deleteCommonRelationsOf } from '../relation-store.js';

/** TbDeleteRelationNodeConfiguration. */
export type TbDeleteRelationNodeConfiguration = {
  deleteForSingleEntity: boolean;
  direction: string;
  relationType: string;
  entityType: string | null;
  entityNamePattern: string;
  entityTypePattern: string | null;
  entityCacheExpiration: number;
};

export const descriptor: RuleNodeDescriptor<TbDeleteRelationNodeConfiguration> = {
  type: 'ACTION',
  name: 'delete relation',
  clazz: 'org.thingsboard.rule.engine.action.TbDeleteRelationNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        "Finds target Entity by entity name pattern and then delete a relation to Originator Entity by type and direction if 'Delete single entity' is set to true, otherwise rule node will delete all relations to the originator of the message by type and direction.",
      description:
        "Finds target Entity by entity name pattern and then delete a relation to Originator Entity by type and direction if 'Delete single entity' is set to true, otherwise rule node will delete all relations to the originator of the message by type and direction.",
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        deleteForSingleEntity: true,
        direction: 'FROM',
        relationType: 'Contains',
        entityType: null,
        entityNamePattern: '',
        entityTypePattern: null,
        entityCacheExpiration: 300,
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeDeleteRelationConfig',
      icon: 'remove_circle',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Deletes the relation of the type between the named entity and the originator (direction FROM: from the entity to
 * the originator; TO: the other way), or, without a single entity, every such relation of the originator. Nothing
 * to delete is a Success; an entity that cannot be found is a Failure.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  const single = booleanOf(config.deleteForSingleEntity, true);
  const direction = stringOf(config.direction) === 'TO' ? 'TO' : 'FROM';
  const relationType = stringOf(config.relationType, 'Contains');
  return async (msg, { app }) => {
    if (!single) {
      await deleteCommonRelationsOf(app.db, msg.originator, direction, relationType);
      return success(msg);
    }
    const entityType = stringOf(config.entityType);
    const name = processPattern(stringOf(config.entityNamePattern), msg);
    const target = entityType ? await findEntityIdByName(app.db, msg.tenantId, entityType, name) : null;
    if (!target) return failure(msg, new Error(`Failed to find entity '${name}' of type ${entityType || 'none'}!`));
    const [from, to] = direction === 'FROM' ? [target, msg.originator] : [msg.originator, target];
    await deleteCommonRelation(app.db, from, to, relationType);
    return success(msg);
  };
};

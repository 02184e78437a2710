import { booleanOf, stringOf } from '../configuration.js';
import { tellCreated } from '../created-entity.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { processPattern } from '../pattern.js';
import { addCommonRelation, deleteCommonRelationsOf } from '../relation-store.js';
import { targetEntity } from '../target-entity.js';

/** TbCreateRelationNodeConfiguration. */
export type TbCreateRelationNodeConfiguration = {
  direction: string;
  relationType: string;
  entityType: string | null;
  entityNamePattern: string;
  entityTypePattern: string | null;
  entityCacheExpiration: number;
  createEntityIfNotExists: boolean;
  changeOriginatorToRelatedEntity: boolean;
  removeCurrentRelations: boolean;
};

export const descriptor: RuleNodeDescriptor<TbCreateRelationNodeConfiguration> = {
  type: 'ACTION',
  name: 'create relation',
  clazz: 'org.thingsboard.rule.engine.action.TbCreateRelationNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Finds target Entity by entity name pattern and (entity type pattern for Asset, Device) and then create a relation to Originator Entity by type and direction. ' +
        "If Selected entity type: Asset, Device or Customer will create new Entity if it doesn't exist and selected checkbox 'Create new entity if not exists'.<br> " +
        "In case that relation from the message originator to the selected entity not exist and  If selected checkbox 'Remove current relations', " +
        'before creating the new relation all existed relations to message originator by type and direction will be removed.<br> ' +
        "If relation from the message originator to the selected entity created and If selected checkbox 'Change originator to related entity', " +
        'outbound message will be processed as a message from this entity.',
      description:
        "Finds target Entity by entity name pattern and (entity type pattern for Asset, Device) and then create a relation to Originator Entity by type and direction. If Selected entity type: Asset, Device or Customer will create new Entity if it doesn't exist and selected checkbox 'Create new entity if not exists'.<br> In case that relation from the message originator to the selected entity not exist and  If selected checkbox 'Remove current relations', before creating the new relation all existed relations to message originator by type and direction will be removed.<br> If relation from the message originator to the selected entity created and If selected checkbox 'Change originator to related entity', outbound message will be processed as a message from this entity.",
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        direction: 'FROM',
        relationType: 'Contains',
        entityType: null,
        entityNamePattern: '',
        entityTypePattern: null,
        entityCacheExpiration: 300,
        createEntityIfNotExists: false,
        changeOriginatorToRelatedEntity: false,
        removeCurrentRelations: false,
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeCreateRelationConfig',
      icon: 'add_circle',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Finds (or, when asked, creates, telling the rule engine of it) the named entity and relates it to the originator: direction FROM makes the
 * relation from the entity to the originator, TO the other way. With removeCurrentRelations the originator's other
 * relations of that type and direction go first; with changeOriginatorToRelatedEntity the message continues as the
 * entity's. Entities are read on every message, so no cache outlives a rename.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  const direction = stringOf(config.direction) === 'TO' ? 'TO' : 'FROM';
  const relationType = stringOf(config.relationType, 'Contains');
  const entityType = stringOf(config.entityType);
  const createIfMissing = booleanOf(config.createEntityIfNotExists, false);
  const removeCurrent = booleanOf(config.removeCurrentRelations, false);
  const changeOriginator = booleanOf(config.changeOriginatorToRelatedEntity, false);
  return async (msg, context) => {
    const { app } = context;
    const name = processPattern(stringOf(config.entityNamePattern), msg);
    const type = processPattern(stringOf(config.entityTypePattern), msg);
    const create = createIfMissing ? { type, created: tellCreated(context, msg.tenantId) } : null;
    const target = entityType ? await targetEntity(app, msg.tenantId, entityType, name, create) : null;
    if (!target) return failure(msg, new Error(`Failed to find entity '${name}' of type ${entityType || 'none'}!`));
    const [from, to] = direction === 'FROM' ? [target, msg.originator] : [msg.originator, target];
    if (removeCurrent) await deleteCommonRelationsOf(app.db, msg.originator, direction, relationType);
    await addCommonRelation(app.db, from, to, relationType);
    return success(changeOriginator ? { ...msg, originator: target } : msg);
  };
};

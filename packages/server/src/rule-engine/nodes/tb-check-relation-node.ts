import { type EntityId, isEntityType } from '@fleetdeck/model';
import { findRelation, findRelationsOf } from '../../relations/store.js';
import { booleanOf, stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, FALSE, failure, type NodeFactory, type RuleNodeDescriptor, TRUE } from '../node.js';

/** TbCheckRelationNodeConfiguration. */
export type TbCheckRelationNodeConfiguration = {
  direction: string;
  entityId: string | null;
  entityType: string | null;
  relationType: string;
  checkForSingleEntity: boolean;
};

export const descriptor: RuleNodeDescriptor<TbCheckRelationNodeConfiguration> = {
  type: 'FILTER',
  name: 'check relation',
  clazz: 'org.thingsboard.rule.engine.filter.TbCheckRelationNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'If at least one relation exists - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
      description:
        "Checks the relation from the selected entity to the originator of the message by type and direction if 'Check for single entity' is set to true, otherwise rule node will check if exist any relation to the originator of the message by type and direction.",
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['True', 'False', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        direction: 'FROM',
        entityId: null,
        entityType: null,
        relationType: 'Contains',
        checkForSingleEntity: true,
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbFilterNodeCheckRelationConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The configured entity, when both its type and id are set. */
function configuredEntity(configuration: Record<string, unknown>): EntityId | null {
  const entityType = stringOf(configuration.entityType);
  const id = stringOf(configuration.entityId);
  return isEntityType(entityType) && id ? { entityType, id } : null;
}

/**
 * Whether a relation of the configured type (in the common group) links the originator. For a single entity,
 * direction FROM means from the configured entity to the originator and TO the other way round; otherwise any
 * relation to (FROM) or from (TO) the originator counts.
 */
export const create: NodeFactory = (definition) => {
  const { configuration } = definition;
  const direction = stringOf(configuration.direction, 'FROM') === 'TO' ? 'TO' : 'FROM';
  const relationType = stringOf(configuration.relationType);
  const single = booleanOf(configuration.checkForSingleEntity, true);
  const entity = configuredEntity(configuration);
  return async (msg, { app }) => {
    let exists: boolean;
    if (single) {
      if (!entity) return failure(msg, new Error('The entity to check the relation with is not set'));
      const [from, to] = direction === 'FROM' ? [entity, msg.originator] : [msg.originator, entity];
      exists = (await findRelation(app.db, { from, to, type: relationType, typeGroup: 'COMMON' })) !== undefined;
    } else {
      // Relations FROM some entity end at the originator; relations TO some entity start at it.
      const end = direction === 'FROM' ? 'TO' : 'FROM';
      exists = (await findRelationsOf(app.db, msg.originator, end, 'COMMON', relationType)).length > 0;
    }
    return { relation: exists ? TRUE : FALSE, msg };
  };
};

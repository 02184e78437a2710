import { type EntityId, NULL_UUID } from '@fleetdeck/model';
import { findAlarm } from '../../alarms/store.js';
import { loadEntities } from '../../entities/store.js';
import { stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { firstRelatedEntity } from '../related-entity.js';

/** TbChangeOriginatorNodeConfiguration. */
export type TbChangeOriginatorNodeConfiguration = {
  originatorSource: string;
  relationsQuery: {
    direction: string;
    maxLevel: number;
    filters: Array<{ relationType: string; entityTypes: string[] }>;
    fetchLastLevelOnly: boolean;
  };
};

const OWNED_BY_CUSTOMER = ['USER', 'ASSET', 'DEVICE'];

export const descriptor: RuleNodeDescriptor<TbChangeOriginatorNodeConfiguration> = {
  type: 'TRANSFORMATION',
  name: 'change originator',
  clazz: 'org.thingsboard.rule.engine.transform.TbChangeOriginatorNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Related Entity found using configured relation direction and Relation Type. ' +
        'If multiple Related Entities are found, only first Entity is used as new Originator, other entities are discarded.<br/>' +
        'CUSTOMER, TENANT or ALARM_ORIGINATOR may be used as the new originator instead.',
      description: 'Change Message Originator To Tenant/Customer/Related Entity/Alarm Originator',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        originatorSource: 'CUSTOMER',
        relationsQuery: {
          direction: 'FROM',
          maxLevel: 1,
          filters: [{ relationType: 'Contains', entityTypes: [] }],
          fetchLastLevelOnly: false,
        },
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbTransformationNodeChangeOriginatorConfig',
      icon: 'find_replace',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Replaces the originator with its customer, its tenant, the first entity the relations query reaches, or (for an
 * alarm) the alarm's originator; data, metadata and type stay. Finding none sends the message to Failure.
 */
export const create: NodeFactory = (definition) => {
  const source = stringOf(definition.configuration.originatorSource, 'CUSTOMER');
  return async (msg, { app }) => {
    const { originator } = msg;
    let next: EntityId | null = null;
    if (source === 'TENANT') next = { entityType: 'TENANT', id: msg.tenantId };
    else if (source === 'CUSTOMER') {
      if (originator.entityType === 'CUSTOMER') next = originator;
      else if (OWNED_BY_CUSTOMER.includes(originator.entityType)) {
        const record = (await loadEntities(app.db, [originator])).get(`${originator.entityType}:${originator.id}`);
        next = record?.customerId ? { entityType: 'CUSTOMER', id: record.customerId } : null;
      } else return failure(msg, new Error(`Unexpected original EntityType ${originator.entityType}`));
    } else if (source === 'RELATED') {
      next = await firstRelatedEntity(app.db, originator, definition.configuration.relationsQuery);
    } else if (source === 'ALARM_ORIGINATOR') {
      const alarm = originator.entityType === 'ALARM' ? await findAlarm(app.db, originator.id) : undefined;
      next = alarm ? { entityType: alarm.originator_type as EntityId['entityType'], id: alarm.originator_id } : null;
    } else {
      return failure(msg, new Error(`Originator source '${source}' is not supported!`));
    }
    if (!next || next.id === NULL_UUID) return failure(msg, new Error('Failed to find new originator!'));
    return success({ ...msg, originator: next });
  };
};

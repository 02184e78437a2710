import type { RuleEngineContext } from '../../context.js';
import { booleanOf } from '../configuration.js';
import { ProfileAlarmNode, type ProfileAlarmNodeOptions } from '../device-profile/profile-alarm-node.js';
import { deleteRuleNodeStates, existingRuleNodeIds } from '../device-profile/state-store.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbDeviceProfileNodeConfiguration. */
export type TbDeviceProfileNodeConfiguration = {
  persistAlarmRulesState: boolean;
  fetchAlarmRulesStateOnStart: boolean;
};

export const descriptor: RuleNodeDescriptor<TbDeviceProfileNodeConfiguration> = {
  type: 'ACTION',
  name: 'device profile',
  clazz: 'org.thingsboard.rule.engine.profile.TbDeviceProfileNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        "Create and clear alarms based on alarm rules defined in device profile. The output relation type is either 'Alarm Created', " +
        "'Alarm Updated', 'Alarm Severity Updated' and 'Alarm Cleared' or simply 'Success' if no alarms were affected.",
      description: 'Process device messages based on device profile settings',
      inEnabled: true,
      outEnabled: true,
      relationTypes: [
        'Alarm Created',
        'Alarm Updated',
        'Alarm Severity Updated',
        'Alarm Cleared',
        'Success',
        'Failure',
      ],
      customRelations: true,
      ruleChainNode: false,
      defaultConfiguration: { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbDeviceProfileConfig',
      // The annotation sets no icon: the editor shows the ACTION type's icon.
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * The state of each device profile node of a server, by node id. It outlives a reload of the node's chain (the
 * chain is reloaded whenever any chain of the tenant changes), as the platform's node actor does; a node whose
 * configuration changed starts afresh, and a node removed from its chain is stopped with its stored states.
 */
const NODES = new WeakMap<RuleEngineContext, Map<string, ProfileAlarmNode>>();

async function stopRemovedNodes(ctx: RuleEngineContext, nodes: Map<string, ProfileAlarmNode>): Promise<void> {
  const existing = await existingRuleNodeIds(ctx.db, [...nodes.keys()]);
  for (const [nodeId, node] of nodes) {
    if (existing.has(nodeId)) continue;
    node.close();
    nodes.delete(nodeId);
    await deleteRuleNodeStates(ctx.db, nodeId);
  }
}

function nodesOf(ctx: RuleEngineContext): Map<string, ProfileAlarmNode> {
  let nodes = NODES.get(ctx);
  if (!nodes) {
    const created = new Map<string, ProfileAlarmNode>();
    ctx.bus.subscribeLocal((event) => {
      const kind = event.entityId.entityType;
      if ((event.type !== 'entitySaved' && event.type !== 'entityDeleted') || created.size === 0) return;
      if (kind !== 'RULE_CHAIN' && kind !== 'RULE_NODE') return;
      stopRemovedNodes(ctx, created).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'stopping removed device profile nodes failed'),
      );
    });
    NODES.set(ctx, created);
    nodes = created;
  }
  return nodes;
}

function nodeState(ctx: RuleEngineContext, nodeId: string, options: ProfileAlarmNodeOptions): ProfileAlarmNode {
  const nodes = nodesOf(ctx);
  const existing = nodes.get(nodeId);
  if (
    existing &&
    existing.options.persistAlarmRulesState === options.persistAlarmRulesState &&
    existing.options.fetchAlarmRulesStateOnStart === options.fetchAlarmRulesStateOnStart
  ) {
    return existing;
  }
  existing?.close();
  const created = new ProfileAlarmNode(ctx, nodeId, options);
  nodes.set(nodeId, created);
  return created;
}

/**
 * Evaluates the alarm rules of the originator device's profile on each message that carries its data (telemetry,
 * attributes, attribute deletions, activity events): raises, updates and clears the device's alarms and sends an
 * ALARM message along Alarm Created, Alarm Updated, Alarm Severity Updated or Alarm Cleared for each change. Every
 * message, whatever its originator, then goes on along Success; a rule that cannot be evaluated fails it.
 */
export const create: NodeFactory = (definition) => {
  const options: ProfileAlarmNodeOptions = {
    persistAlarmRulesState: booleanOf(definition.configuration.persistAlarmRulesState, false),
    fetchAlarmRulesStateOnStart: booleanOf(definition.configuration.fetchAlarmRulesStateOnStart, false),
  };
  return (msg, context) => nodeState(context.app, definition.id, options).process(msg, context);
};

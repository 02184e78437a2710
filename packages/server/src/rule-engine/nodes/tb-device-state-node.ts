import type { DeviceConnectivityEvent } from '../../realtime/event-bus.js';
import { messageTs } from '../alarm-action.js';
import { stringOf } from '../configuration.js';
import { BEYOND_3_4_1 } from '../key-selection.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbDeviceStateNodeConfiguration: the connectivity event the node reports for the originating device. */
export type TbDeviceStateNodeConfiguration = { event: DeviceConnectivityEvent };

const EVENTS: readonly DeviceConnectivityEvent[] = [
  'CONNECT_EVENT',
  'ACTIVITY_EVENT',
  'DISCONNECT_EVENT',
  'INACTIVITY_EVENT',
];

export const descriptor: RuleNodeDescriptor<TbDeviceStateNodeConfiguration> = {
  type: 'ACTION',
  name: 'device state',
  clazz: 'org.thingsboard.rule.engine.action.TbDeviceStateNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        `${BEYOND_3_4_1} If incoming message originator is a device, registers configured event for that device in ` +
        'the Device State Service, which sends appropriate message to the Rule Engine. If metadata <code>ts</code> ' +
        'property is present, it will be used as event timestamp. Otherwise, the message timestamp will be used. If ' +
        'originator entity type is not <code>DEVICE</code> or unexpected error happened during processing, then ' +
        'incoming message is forwarded using <code>Failure</code> chain. Supported device connectivity events are: ' +
        'Connect event, Disconnect event, Activity event, Inactivity event. This node is particularly useful when ' +
        "device isn't using transports to receive data, such as when fetching data from external API or computing " +
        'new data within the rule chain.',
      description: `${BEYOND_3_4_1} Triggers device connectivity events`,
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { event: 'ACTIVITY_EVENT' },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeDeviceStateConfig',
      icon: 'info',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Tells the device state service of this process that the originating device connected, disconnected, was active or
 * went inactive, at the message's time; the service keeps the state attributes and sends the event's message into
 * the rule engine, as for a device speaking through a transport. The message goes on along Success at once.
 */
export const create: NodeFactory = (definition) => {
  const configured = stringOf(definition.configuration.event, 'ACTIVITY_EVENT');
  const event = EVENTS.find((each) => each === configured);
  if (!event) throw new Error(`Unsupported event: ${configured}`);
  return (msg, context) => {
    const { entityType } = msg.originator;
    if (entityType !== 'DEVICE') {
      return failure(
        msg,
        new Error(`Unsupported originator entity type: [${entityType}]. Only DEVICE entity type is supported.`),
      );
    }
    const ts = messageTs(msg);
    context.app.bus.publish({
      type: 'deviceConnectivity',
      tenantId: msg.tenantId,
      entityId: msg.originator,
      event,
      ts,
    });
    return success(msg);
  };
};

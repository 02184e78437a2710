import { hostname } from 'node:os';
import { newId } from '../../common/uuid.js';
import { booleanOf, stringOf } from '../configuration.js';
import { credentialsOf } from '../external/credentials.js';
import { numberOf, presentText } from '../external/external-config.js';
import { externalFailure, namedError } from '../external/external-failure.js';
import { MqttPublisher, type MqttPublisherOptions } from '../external/mqtt-publisher.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { processPattern } from '../pattern.js';

/** TbMqttNodeConfiguration. */
export type TbMqttNodeConfiguration = {
  topicPattern: string;
  host: string | null;
  port: number;
  connectTimeoutSec: number;
  clientId: string | null;
  appendClientIdSuffix: boolean;
  cleanSession: boolean;
  ssl: boolean;
  credentials: Record<string, unknown>;
};

export const descriptor: RuleNodeDescriptor<TbMqttNodeConfiguration> = {
  type: 'EXTERNAL',
  name: 'mqtt',
  clazz: 'org.thingsboard.rule.engine.mqtt.TbMqttNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details: 'Will publish message payload to the MQTT broker with QoS <b>AT_LEAST_ONCE</b>.',
      description: 'Publish messages to the MQTT broker',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        topicPattern: 'my-topic',
        host: null,
        port: 1883,
        connectTimeoutSec: 10,
        clientId: null,
        appendClientIdSuffix: false,
        cleanSession: true,
        ssl: false,
        credentials: { type: 'anonymous' },
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeMqttConfig',
      icon: 'call_split',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * The broker connection of a node's settings. Without a client id the node takes a random one; with the suffix
 * switch the server's name is appended, so several servers running the same chain do not take each other's session.
 */
export function publisherOptionsOf(config: Record<string, unknown>, serviceId = hostname()): MqttPublisherOptions {
  const host = presentText(config.host);
  if (!host) throw namedError('IllegalArgumentException', 'MQTT broker host is not configured');
  const clientId = presentText(config.clientId) ?? `tb-mqtt-node-${newId()}`;
  const credentials = credentialsOf(config.credentials);
  return {
    host,
    port: numberOf(config.port, 1883),
    ssl: booleanOf(config.ssl, false),
    clientId: booleanOf(config.appendClientIdSuffix, false) ? `${clientId}_${serviceId}` : clientId,
    cleanSession: booleanOf(config.cleanSession, true),
    connectTimeoutMs: Math.max(1, numberOf(config.connectTimeoutSec, 10)) * 1000,
    ...(credentials.type === 'basic' ? { username: credentials.username, password: credentials.password } : {}),
    ...(credentials.type === 'cert.PEM' ? { tls: credentials.tls } : {}),
  };
}

/**
 * Publishes the message's data to the filled topic on the outside broker at QoS 1, and passes the message on along
 * Success once the broker acknowledged it; a broker that cannot be reached or refuses sends it to Failure with the
 * error in its metadata. The node keeps one connection until its chain is dropped.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  let publisher: MqttPublisher | null = null;
  const process = async (msg: Parameters<ReturnType<NodeFactory>>[0]) => {
    try {
      publisher ??= new MqttPublisher(publisherOptionsOf(config));
      await publisher.publish(processPattern(stringOf(config.topicPattern, 'my-topic'), msg), msg.data);
      return success(msg);
    } catch (error) {
      return externalFailure(msg, error);
    }
  };
  return Object.assign(process, { dispose: () => publisher?.close() });
};

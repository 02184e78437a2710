import type { ChannelModel, ConfirmChannel } from 'amqplib';
import { stringOf } from '../configuration.js';
import { externalFailure } from '../external/external-failure.js';
import { messagePropertiesOf, rabbitMqConnectionOf } from '../external/rabbitmq-message.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { processPattern } from '../pattern.js';

/** TbRabbitMqNodeConfiguration. */
export type TbRabbitMqNodeConfiguration = {
  exchangeNamePattern: string;
  routingKeyPattern: string;
  messageProperties: string | null;
  host: string;
  port: number;
  virtualHost: string;
  username: string;
  password: string;
  automaticRecoveryEnabled: boolean;
  connectionTimeout: number;
  handshakeTimeout: number;
  clientProperties: Record<string, string>;
};

export const descriptor: RuleNodeDescriptor<TbRabbitMqNodeConfiguration> = {
  type: 'EXTERNAL',
  name: 'rabbitmq',
  clazz: 'org.thingsboard.rule.engine.rabbitmq.TbRabbitMqNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details: 'Will publish message payload to RabbitMQ queue.',
      description: 'Publish messages to the RabbitMQ',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        exchangeNamePattern: '',
        routingKeyPattern: '',
        messageProperties: null,
        host: 'localhost',
        port: 5672,
        virtualHost: '/',
        username: 'guest',
        password: 'guest',
        automaticRecoveryEnabled: false,
        connectionTimeout: 60000,
        handshakeTimeout: 10000,
        clientProperties: {},
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeRabbitMqConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Publishes the message's data to the filled exchange and routing key and passes the message on along Success once
 * the broker confirmed it; a broker that cannot be reached or refuses sends it to Failure with the error. The
 * connection opens on the first message and again on the next message after it drops, so a broker that is back
 * is used again whether or not automatic recovery is switched on.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  let connection: ChannelModel | null = null;
  let channel: ConfirmChannel | null = null;
  let opening: Promise<ConfirmChannel> | null = null;

  const drop = () => {
    connection = null;
    channel = null;
  };
  const open = async (): Promise<ConfirmChannel> => {
    const { url, socket } = rabbitMqConnectionOf(config);
    // The client library is loaded by the first RabbitMQ node that sends: most servers never run one.
    const { default: amqp } = await import('amqplib');
    const opened = await amqp.connect(url, socket);
    // A dropped connection or channel is opened again by the next message; the faults are reported there.
    opened.on('error', drop);
    opened.on('close', drop);
    let confirming: ConfirmChannel;
    try {
      confirming = await opened.createConfirmChannel();
    } catch (error) {
      // A connection without its channel is of no use: it is closed before the message fails.
      await opened.close().catch(() => undefined);
      throw error;
    }
    confirming.on('error', drop);
    confirming.on('close', drop);
    connection = opened;
    channel = confirming;
    return confirming;
  };
  const ready = (): Promise<ConfirmChannel> => {
    if (channel) return Promise.resolve(channel);
    opening ??= open().finally(() => {
      opening = null;
    });
    return opening;
  };

  const process = async (msg: Parameters<ReturnType<NodeFactory>>[0]) => {
    try {
      const properties = messagePropertiesOf(config.messageProperties);
      const exchange = processPattern(stringOf(config.exchangeNamePattern), msg);
      const routingKey = processPattern(stringOf(config.routingKeyPattern), msg);
      const confirming = await ready();
      await new Promise<void>((resolve, reject) => {
        confirming.publish(exchange, routingKey, Buffer.from(msg.data), properties, (error: unknown) =>
          error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
        );
      });
      return success(msg);
    } catch (error) {
      return externalFailure(msg, error);
    }
  };
  return Object.assign(process, {
    dispose: () => {
      const closing = connection;
      drop();
      // The chain is going away: a broker that is already gone has nothing left to close.
      closing?.close().catch(() => undefined);
    },
  });
};

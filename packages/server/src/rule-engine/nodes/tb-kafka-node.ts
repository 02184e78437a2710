import { hostname } from 'node:os';
import type { Producer } from 'kafkajs';
import { stringOf } from '../configuration.js';
import { externalFailure } from '../external/external-failure.js';
import { kafkaClientConfigOf, kafkaRecordOf, recordMetadataOf } from '../external/kafka-record.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { processPattern } from '../pattern.js';

/** TbKafkaNodeConfiguration. */
export type TbKafkaNodeConfiguration = {
  topicPattern: string;
  bootstrapServers: string;
  retries: number;
  batchSize: number;
  linger: number;
  bufferMemory: number;
  acks: string;
  keySerializer: string;
  valueSerializer: string;
  otherProperties: Record<string, string>;
  addMetadataKeyValuesAsKafkaHeaders: boolean;
  kafkaHeadersCharset: string;
};

export const descriptor: RuleNodeDescriptor<TbKafkaNodeConfiguration> = {
  type: 'EXTERNAL',
  name: 'kafka',
  clazz: 'org.thingsboard.rule.engine.kafka.TbKafkaNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Will send record via Kafka producer to Kafka server. ' +
        'Outbound message will contain response fields (<code>offset</code>, <code>partition</code>, <code>topic</code>)' +
        ' from the Kafka in the Message Metadata. For example <b>partition</b> field can be accessed with <code>metadata.partition</code>.',
      description: 'Publish messages to Kafka server',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        topicPattern: 'my-topic',
        bootstrapServers: 'localhost:9092',
        retries: 0,
        batchSize: 16384,
        linger: 0,
        bufferMemory: 33554432,
        acks: '-1',
        keySerializer: 'org.apache.kafka.common.serialization.StringSerializer',
        valueSerializer: 'org.apache.kafka.common.serialization.StringSerializer',
        otherProperties: {},
        addMetadataKeyValuesAsKafkaHeaders: false,
        kafkaHeadersCharset: 'UTF-8',
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeKafkaConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Sends the message's data to the filled topic and, once the broker took it, passes the message on along Success
 * with the record's offset, partition and topic in the metadata; a broker that cannot be reached or refuses sends
 * it to Failure with the error. The producer connects on the first message and is kept until the chain is dropped.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  let producer: Producer | null = null;
  let connecting: Promise<Producer> | null = null;

  const connected = (): Promise<Producer> => {
    if (producer) return Promise.resolve(producer);
    connecting ??= (async () => {
      // The client library is loaded by the first Kafka node that sends: most servers never run one.
      const { Kafka, logLevel, Partitioners } = await import('kafkajs');
      const clientId = `producer-tb-kafka-node-${definition.id}-${hostname()}`;
      const kafka = new Kafka({ ...kafkaClientConfigOf(config, clientId), logLevel: logLevel.NOTHING });
      const created = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
      await created.connect();
      producer = created;
      return created;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const process = async (msg: Parameters<ReturnType<NodeFactory>>[0]) => {
    try {
      const topic = processPattern(stringOf(config.topicPattern, 'my-topic'), msg);
      const record = kafkaRecordOf(config, topic, msg);
      const [answer] = await (await connected()).send(record);
      if (!answer) throw new Error(`Kafka answered nothing for topic ${topic}`);
      return success({ ...msg, metadata: { ...msg.metadata, ...recordMetadataOf(answer) } });
    } catch (error) {
      return externalFailure(msg, error);
    }
  };
  return Object.assign(process, {
    dispose: () => {
      // The chain is going away: a broker that is already gone has nothing left to disconnect.
      void producer?.disconnect().catch(() => undefined);
      producer = null;
    },
  });
};

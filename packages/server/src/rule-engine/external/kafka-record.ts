import type { CompressionTypes, IHeaders, KafkaConfig, RecordMetadata, SASLOptions } from 'kafkajs';
import { booleanOf, stringOf } from '../configuration.js';
import type { TbMsg } from '../message.js';
import { numberOf, textRecordOf } from './external-config.js';

/** The prefix of the Kafka header each metadata entry becomes when the node adds metadata as headers. */
export const METADATA_HEADER_PREFIX = 'tb_msg_md_';

/** Java charset names the node's form offers, as Node's encodings. */
const CHARSETS: Record<string, BufferEncoding> = {
  'US-ASCII': 'ascii',
  'ISO-8859-1': 'latin1',
  'UTF-8': 'utf8',
  'UTF-16LE': 'utf16le',
};

export function headerEncodingOf(charset: unknown): BufferEncoding {
  const encoding = CHARSETS[stringOf(charset, 'UTF-8').toUpperCase()];
  if (!encoding) throw new Error(`Unsupported charset for Kafka headers: ${stringOf(charset)}`);
  return encoding;
}

export interface KafkaRecord {
  topic: string;
  acks: number;
  compression?: CompressionTypes;
  messages: { key: null; value: string; headers?: IHeaders }[];
}

/** `acks` as the producer setting reads it: `all` and -1 wait for every replica, 0 for none, 1 for the leader. */
export function acksOf(value: unknown): number {
  const text = stringOf(value, String(value ?? '-1'))
    .trim()
    .toLowerCase();
  if (text === 'all' || text === '-1') return -1;
  if (text === '0') return 0;
  if (text === '1') return 1;
  throw new Error(`Invalid value ${text} for configuration acks: String must be one of: all, -1, 0, 1`);
}

/**
 * The record a message makes: its data as the value without a key, on the topic filled from the message; with
 * `addMetadataKeyValuesAsKafkaHeaders`, every metadata entry as a header `tb_msg_md_<key>` in the chosen charset.
 */
export function kafkaRecordOf(config: Record<string, unknown>, topic: string, msg: TbMsg): KafkaRecord {
  const message: KafkaRecord['messages'][number] = { key: null, value: msg.data };
  if (booleanOf(config.addMetadataKeyValuesAsKafkaHeaders, false)) {
    const encoding = headerEncodingOf(config.kafkaHeadersCharset ?? 'UTF-8');
    const headers: IHeaders = {};
    for (const [key, value] of Object.entries(msg.metadata)) {
      headers[`${METADATA_HEADER_PREFIX}${key}`] = Buffer.from(value, encoding);
    }
    message.headers = headers;
  }
  return { topic, acks: acksOf(config.acks), messages: [message] };
}

/** What the broker answered for the record, into the metadata: its offset, partition and topic. */
export function recordMetadataOf(answer: RecordMetadata): Record<string, string> {
  return {
    offset: answer.baseOffset ?? answer.offset ?? '',
    partition: String(answer.partition),
    topic: answer.topicName,
  };
}

/** SASL from a JAAS line `… username="u" password="p";` and the mechanism property. */
function saslOf(properties: Record<string, string>): SASLOptions | undefined {
  const jaas = properties['sasl.jaas.config'];
  if (!jaas) return undefined;
  const username = /username="([^"]*)"/.exec(jaas)?.[1] ?? '';
  const password = /password="([^"]*)"/.exec(jaas)?.[1] ?? '';
  const mechanism = (properties['sasl.mechanism'] ?? 'PLAIN').toLowerCase();
  if (mechanism === 'scram-sha-256') return { mechanism, username, password };
  if (mechanism === 'scram-sha-512') return { mechanism, username, password };
  return { mechanism: 'plain', username, password };
}

/**
 * The client of a node's settings. The producer properties of the platform that the client understands are used
 * (bootstrap servers, retries, security protocol, SASL user and password); the ones about the Java producer's own
 * buffers (batch size, linger, buffer memory, serializers) have no counterpart and change nothing.
 */
export function kafkaClientConfigOf(config: Record<string, unknown>, clientId: string): KafkaConfig {
  const brokers = stringOf(config.bootstrapServers)
    .split(',')
    .map((server) => server.trim())
    .filter((server) => server !== '');
  if (brokers.length === 0) throw new Error('No resolvable bootstrap urls given in bootstrap.servers');
  const properties = textRecordOf(config.otherProperties);
  const protocol = (properties['security.protocol'] ?? 'PLAINTEXT').toUpperCase();
  const sasl = protocol.startsWith('SASL') ? saslOf(properties) : undefined;
  return {
    clientId,
    brokers,
    ssl: protocol === 'SSL' || protocol === 'SASL_SSL',
    ...(sasl ? { sasl } : {}),
    connectionTimeout: numberOf(properties['request.timeout.ms'], 3000),
    retry: { retries: Math.max(0, numberOf(config.retries, 0)) },
  };
}

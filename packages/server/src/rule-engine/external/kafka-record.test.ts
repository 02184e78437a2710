import { describe, expect, it } from 'vitest';
import { testMsg } from '../../testing/rule-node.js';
import { acksOf, kafkaClientConfigOf, kafkaRecordOf, recordMetadataOf } from './kafka-record.js';

describe('kafka record of a message', () => {
  it('holds the data as the value, without a key and without headers by default', () => {
    const msg = testMsg();
    expect(kafkaRecordOf({ acks: '-1' }, 'telemetry', msg)).toEqual({
      topic: 'telemetry',
      acks: -1,
      messages: [{ key: null, value: msg.data }],
    });
  });

  it('adds every metadata entry as a tb_msg_md_ header in the chosen charset', () => {
    const msg = testMsg({ metadata: { deviceName: 'Kessel Ä', ts: '1' } });
    const record = kafkaRecordOf(
      { addMetadataKeyValuesAsKafkaHeaders: true, kafkaHeadersCharset: 'ISO-8859-1', acks: 'all' },
      't',
      msg,
    );
    expect(record.acks).toBe(-1);
    expect(record.messages[0]?.headers).toEqual({
      tb_msg_md_deviceName: Buffer.from('Kessel Ä', 'latin1'),
      tb_msg_md_ts: Buffer.from('1', 'latin1'),
    });
  });

  it('refuses acks and charsets the producer does not know', () => {
    expect(acksOf('1')).toBe(1);
    expect(acksOf('0')).toBe(0);
    expect(() => acksOf('2')).toThrow('Invalid value 2 for configuration acks');
    expect(() =>
      kafkaRecordOf({ addMetadataKeyValuesAsKafkaHeaders: true, kafkaHeadersCharset: 'EBCDIC' }, 't', testMsg()),
    ).toThrow('Unsupported charset for Kafka headers: EBCDIC');
  });

  it("puts the broker's answer into the metadata as offset, partition and topic", () => {
    expect(recordMetadataOf({ topicName: 'telemetry', partition: 3, errorCode: 0, baseOffset: '1041' })).toEqual({
      offset: '1041',
      partition: '3',
      topic: 'telemetry',
    });
  });
});

describe('kafka client of the node settings', () => {
  it('takes the bootstrap servers, retries and SASL over SSL from the producer properties', () => {
    const config = kafkaClientConfigOf(
      {
        bootstrapServers: 'kafka-1:9092, kafka-2:9092',
        retries: 2,
        otherProperties: {
          'security.protocol': 'SASL_SSL',
          'sasl.mechanism': 'SCRAM-SHA-512',
          'sasl.jaas.config':
            'org.apache.kafka.common.security.scram.ScramLoginModule required username="fleet" password="pw";',
        },
      },
      'client-1',
    );
    expect(config).toMatchObject({
      clientId: 'client-1',
      brokers: ['kafka-1:9092', 'kafka-2:9092'],
      ssl: true,
      sasl: { mechanism: 'scram-sha-512', username: 'fleet', password: 'pw' },
      retry: { retries: 2 },
    });
  });

  it('refuses settings without a bootstrap server', () => {
    expect(() => kafkaClientConfigOf({ bootstrapServers: ' ' }, 'c')).toThrow('No resolvable bootstrap urls');
  });
});

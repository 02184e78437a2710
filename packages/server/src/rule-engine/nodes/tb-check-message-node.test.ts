import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbCheckMessageNode from './tb-check-message-node.js';

const msg = testMsg({ data: '{"temperature":22,"humidity":null}', metadata: { deviceName: 'A' } });
const relationOf = async (configuration: Record<string, unknown>, message = msg) =>
  (await runNode(tbCheckMessageNode, configuration, message))[0]?.relation;

describe('check existence fields node', () => {
  it('sends the message along True when every listed key exists', async () => {
    const configuration = {
      messageNames: ['temperature', 'humidity'],
      metadataNames: ['deviceName'],
      checkAllKeys: true,
    };
    expect(await relationOf(configuration)).toBe('True');
    expect(await relationOf({ messageNames: [], metadataNames: [], checkAllKeys: true })).toBe('True');
  });

  it('sends the message along False when a listed key is missing', async () => {
    expect(await relationOf({ messageNames: ['temperature'], metadataNames: ['deviceType'], checkAllKeys: true })).toBe(
      'False',
    );
    expect(await relationOf({ messageNames: ['pressure'], metadataNames: ['deviceType'], checkAllKeys: false })).toBe(
      'False',
    );
  });

  it('sends the message along True when one listed key exists and not all are asked for', async () => {
    expect(await relationOf({ messageNames: ['pressure'], metadataNames: ['deviceName'], checkAllKeys: false })).toBe(
      'True',
    );
  });

  it('sends the message to Failure when its data is not a JSON object', async () => {
    const configuration = { messageNames: ['temperature'], metadataNames: [], checkAllKeys: true };
    expect(await relationOf(configuration, testMsg({ data: '[1,2]' }))).toBe('Failure');
  });
});

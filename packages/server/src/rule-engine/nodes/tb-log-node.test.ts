import { describe, expect, it } from 'vitest';
import { recordingLogger, runNode, testMsg } from '../../testing/rule-node.js';
import * as tbLogNode from './tb-log-node.js';

const DEFAULT_SCRIPT = tbLogNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration.jsScript;

describe('log node', () => {
  it('logs what its script returns and sends the message along Success', async () => {
    const log = recordingLogger();
    const msg = testMsg({ data: '{"temperature":22}' });
    const jsScript = "return 'temperature = ' + msg.temperature + ' of ' + metadata.deviceName;";
    expect(await runNode(tbLogNode, { jsScript }, msg, { log })).toEqual([{ relation: 'Success', msg }]);
    expect(log.logged).toEqual([['info', expect.anything(), 'temperature = 22 of Test Device']]);
  });

  it('logs data and metadata without running the default script', async () => {
    const log = recordingLogger();
    const msg = testMsg({ data: '{"temperature":22}', metadata: { deviceName: 'A' } });
    await runNode(tbLogNode, { jsScript: DEFAULT_SCRIPT }, msg, { log });
    expect(log.logged).toEqual([
      ['info', expect.anything(), '\nIncoming message:\n{"temperature":22}\nIncoming metadata:\n{"deviceName":"A"}'],
    ]);
  });

  it('sends the message to Failure, logging nothing, when the script returns no string', async () => {
    const log = recordingLogger();
    const [result] = await runNode(tbLogNode, { jsScript: 'return msg;' }, testMsg(), { log });
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain('Wrong result type: OBJECT');
    expect(log.logged).toEqual([]);
  });
});

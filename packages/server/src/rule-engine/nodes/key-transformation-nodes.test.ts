import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbCopyKeysNode from './tb-copy-keys-node.js';
import * as tbDeleteKeysNode from './tb-delete-keys-node.js';
import * as tbRenameKeysNode from './tb-rename-keys-node.js';

const msg = testMsg({
  data: '{"temp":21.5,"hum":40,"info":{"room":"kitchen"}}',
  metadata: { deviceName: 'Sensor', deviceType: 'thermo', ts: '1000' },
});

describe('copy keys node', () => {
  it('copies matching data keys into the metadata as text along Success', async () => {
    const [result] = await runNode(tbCopyKeysNode, { fromMetadata: false, keys: ['te.*', 'info'] }, msg);
    expect(result?.relation).toBe('Success');
    expect(result?.msg.metadata).toEqual({ ...msg.metadata, temp: '21.5', info: '{"room":"kitchen"}' });
    expect(result?.msg.data).toBe(msg.data);
  });

  it('copies matching metadata keys into the data, and passes a message with nothing to copy unchanged', async () => {
    const [result] = await runNode(tbCopyKeysNode, { fromMetadata: true, keys: ['device.*'] }, msg);
    expect(JSON.parse(result?.msg.data ?? '')).toMatchObject({
      temp: 21.5,
      deviceName: 'Sensor',
      deviceType: 'thermo',
    });
    expect(await runNode(tbCopyKeysNode, { fromMetadata: true, keys: ['nothing'] }, msg)).toEqual([
      { relation: 'Success', msg },
    ]);
  });
});

describe('rename keys node', () => {
  it('renames data keys as mapped, skipping keys the message lacks, along Success', async () => {
    const [result] = await runNode(
      tbRenameKeysNode,
      { fromMetadata: false, renameKeysMapping: { temp: 'temperature', missing: 'never' } },
      msg,
    );
    expect(result?.relation).toBe('Success');
    expect(JSON.parse(result?.msg.data ?? '')).toEqual({ hum: 40, info: { room: 'kitchen' }, temperature: 21.5 });
  });

  it('renames metadata keys when asked', async () => {
    const [result] = await runNode(tbRenameKeysNode, { fromMetadata: true, renameKeysMapping: { ts: 'time' } }, msg);
    expect(result?.msg.metadata).toEqual({ deviceName: 'Sensor', deviceType: 'thermo', time: '1000' });
  });
});

describe('delete keys node', () => {
  it('deletes matching data keys or metadata keys along Success', async () => {
    const [data] = await runNode(tbDeleteKeysNode, { fromMetadata: false, keys: ['h.*', 'info'] }, msg);
    expect(data?.relation).toBe('Success');
    expect(JSON.parse(data?.msg.data ?? '')).toEqual({ temp: 21.5 });
    const [metadata] = await runNode(tbDeleteKeysNode, { fromMetadata: true, keys: ['device.*'] }, msg);
    expect(metadata?.msg.metadata).toEqual({ ts: '1000' });
  });

  it('passes data that is no JSON object on unchanged', async () => {
    const array = testMsg({ data: '[1,2]' });
    expect(await runNode(tbDeleteKeysNode, { fromMetadata: false, keys: ['.*'] }, array)).toEqual([
      { relation: 'Success', msg: array },
    ]);
  });
});

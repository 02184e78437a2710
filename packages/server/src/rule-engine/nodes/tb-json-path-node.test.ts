import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbJsonPathNode from './tb-json-path-node.js';

const msg = testMsg({ data: '{"device":{"name":"Oven","sensors":[{"t":21},{"t":35}]},"count":2}' });

describe('json path node', () => {
  it('replaces the data with the element a definite path names, along Success', async () => {
    const [result] = await runNode(tbJsonPathNode, { jsonPath: '$.device.name' }, msg);
    expect(result).toMatchObject({ relation: 'Success', msg: { data: '"Oven"', metadata: msg.metadata } });
    const [count] = await runNode(tbJsonPathNode, { jsonPath: '$.count' }, msg);
    expect(count?.msg.data).toBe('2');
  });

  it('answers the list of what an indefinite path finds, even one element or none', async () => {
    const [all] = await runNode(tbJsonPathNode, { jsonPath: '$.device.sensors[*].t' }, msg);
    expect(all?.msg.data).toBe('[21,35]');
    const [filtered] = await runNode(tbJsonPathNode, { jsonPath: '$..sensors[?(@.t > 30)]' }, msg);
    expect(filtered?.msg.data).toBe('[{"t":35}]');
    const [none] = await runNode(tbJsonPathNode, { jsonPath: '$..missing' }, msg);
    expect(none).toMatchObject({ relation: 'Success', msg: { data: '[]' } });
  });

  it('passes the message unchanged for the root path', async () => {
    expect(await runNode(tbJsonPathNode, { jsonPath: '$' }, msg)).toEqual([{ relation: 'Success', msg }]);
  });

  it('sends the message to Failure when a definite path finds nothing or the data is no JSON', async () => {
    const [missing] = await runNode(tbJsonPathNode, { jsonPath: '$.device.serial' }, msg);
    expect(missing?.relation).toBe('Failure');
    expect(String(missing?.error)).toBe('PathNotFoundException: No results for path: $.device.serial');
    const [text] = await runNode(tbJsonPathNode, { jsonPath: '$.a' }, { ...msg, data: 'not json' });
    expect(text).toMatchObject({ relation: 'Failure', msg: { data: 'not json' } });
  });
});

import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbOriginatorTypeFilterNode from './tb-originator-type-filter-node.js';

const configuration = { originatorTypes: ['DEVICE', 'ASSET'] };

describe('originator type filter node', () => {
  it('sends a message from a listed entity type along True', async () => {
    const msg = testMsg({ originator: { entityType: 'ASSET', id: '1e9a6f10-0000-11ee-8080-808080808080' } });
    expect(await runNode(tbOriginatorTypeFilterNode, configuration, msg)).toEqual([{ relation: 'True', msg }]);
  });

  it('sends a message from any other entity type along False', async () => {
    const msg = testMsg({ originator: { entityType: 'CUSTOMER', id: '1e9a6f10-0000-11ee-8080-808080808080' } });
    const [result] = await runNode(tbOriginatorTypeFilterNode, configuration, msg);
    expect(result?.relation).toBe('False');
  });
});

import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbSaveToCustomCassandraTableNode from './tb-save-to-custom-cassandra-table-node.js';

describe('save to custom table node', () => {
  it('sends every message to Failure, saying that there is no Cassandra database to write to', async () => {
    const msg = testMsg();
    const [result] = await runNode(
      tbSaveToCustomCassandraTableNode,
      { tableName: 'readings', fieldsMapping: { temperature: 'temp' } },
      msg,
    );
    expect(result?.relation).toBe('Failure');
    expect(result?.msg).toBe(msg);
    expect((result?.error as Error | undefined)?.message).toBe(tbSaveToCustomCassandraTableNode.NO_CASSANDRA);
    expect((result?.error as Error | undefined)?.message).toContain('Cassandra');
  });
});

import { NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.js';
import { recordingLogger, testMsg } from '../../testing/rule-node.js';
import type { RuleNodeKind } from '../node.js';
import * as tbSynchronizationBeginNode from './tb-synchronization-begin-node.js';
import * as tbSynchronizationEndNode from './tb-synchronization-end-node.js';

describe.each([
  ['synchronization start', tbSynchronizationBeginNode],
  ['synchronization end', tbSynchronizationEndNode],
] as Array<[string, RuleNodeKind]>)('deprecated %s node', (_name, kind) => {
  it('passes every message on along Success and warns once that it is deprecated', async () => {
    const log = recordingLogger();
    const node = {
      id: NULL_UUID,
      ruleChainId: NULL_UUID,
      type: kind.descriptor.clazz,
      name: 'Sync',
      configuration: {},
    };
    const process = kind.create(node);
    const context = { app: { log } as unknown as AppContext, node, tellLater: () => undefined };
    const first = testMsg();
    const second = testMsg();
    expect(await process(first, context)).toEqual({ relation: 'Success', msg: first });
    expect(await process(second, context)).toEqual({ relation: 'Success', msg: second });
    expect(log.logged.filter(([level]) => level === 'warn')).toHaveLength(1);
    expect(String(log.logged[0]?.[2])).toContain('deprecated');
  });
});

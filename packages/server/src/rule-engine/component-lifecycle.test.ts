import { describe, expect, it } from 'vitest';
import { ComponentLifecycle } from './component-lifecycle.js';

const chain = { id: 'chain-1', tenantId: 'tenant-1', signature: 'v1' };
const summary = (events: ReturnType<ComponentLifecycle['loaded']>) =>
  events.map((event) => [event.component.entityType, event.component.id, event.body]);

describe('the lifecycle of rule chains and nodes', () => {
  it('starts a chain and its nodes when first loaded, with the error of a node that could not start', () => {
    const lifecycle = new ComponentLifecycle('server-a');
    const events = lifecycle.loaded(chain, [
      { id: 'n1', signature: 'a' },
      { id: 'n2', signature: 'b', error: new Error('Rule node type x is not supported') },
    ]);
    expect(summary(events)).toEqual([
      ['RULE_CHAIN', 'chain-1', { server: 'server-a', event: 'STARTED', success: true }],
      ['RULE_NODE', 'n1', { server: 'server-a', event: 'STARTED', success: true }],
      [
        'RULE_NODE',
        'n2',
        { server: 'server-a', event: 'STARTED', success: false, error: 'Rule node type x is not supported' },
      ],
    ]);
    expect(events.map((event) => event.type)).toEqual(['LC_EVENT', 'LC_EVENT', 'LC_EVENT']);
    expect(events[2]?.error).toBe('Rule node type x is not supported');
  });

  it('tells nothing for a load that changed nothing, and updates, starts and stops what changed', () => {
    const lifecycle = new ComponentLifecycle('server-a');
    lifecycle.loaded(chain, [
      { id: 'n1', signature: 'a' },
      { id: 'n2', signature: 'b' },
    ]);
    expect(
      lifecycle.loaded(chain, [
        { id: 'n1', signature: 'a' },
        { id: 'n2', signature: 'b' },
      ]),
    ).toEqual([]);
    const events = lifecycle.loaded({ ...chain, signature: 'v2' }, [
      { id: 'n1', signature: 'a2' },
      { id: 'n3', signature: 'c' },
    ]);
    expect(summary(events).map(([type, id, body]) => [type, id, (body as { event: string }).event])).toEqual([
      ['RULE_CHAIN', 'chain-1', 'UPDATED'],
      ['RULE_NODE', 'n1', 'UPDATED'],
      ['RULE_NODE', 'n3', 'STARTED'],
      ['RULE_NODE', 'n2', 'STOPPED'],
    ]);
  });

  it('stops everything it runs when the server stops, and forgets a deleted chain without events', () => {
    const lifecycle = new ComponentLifecycle('server-a');
    lifecycle.loaded(chain, [{ id: 'n1', signature: 'a' }]);
    lifecycle.loaded({ id: 'chain-2', tenantId: 'tenant-1', signature: 'x' }, [{ id: 'n9', signature: 'z' }]);
    lifecycle.forget('chain-2');
    expect(summary(lifecycle.stopAll())).toEqual([
      ['RULE_CHAIN', 'chain-1', { server: 'server-a', event: 'STOPPED', success: true }],
      ['RULE_NODE', 'n1', { server: 'server-a', event: 'STOPPED', success: true }],
    ]);
    expect(lifecycle.stopAll()).toEqual([]);
  });
});

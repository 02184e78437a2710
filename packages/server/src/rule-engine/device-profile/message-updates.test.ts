import { describe, expect, it } from 'vitest';
import { testMsg } from '../../testing/rule-node.js';
import { dataChangesOf, messageTs } from './message-updates.js';

describe('the data a message carries', () => {
  it('reads telemetry per time, oldest first, at the metadata time when the points have none', () => {
    const msg = testMsg({
      metadata: { ts: '1000' },
      data: JSON.stringify([
        { ts: 3000, values: { temperature: 30 } },
        { ts: 2000, values: { temperature: 20.5 } },
      ]),
    });
    expect(dataChangesOf(msg)).toEqual([
      { kind: 'timeseries', ts: 2000, entries: [{ key: 'temperature', value: { type: 'DOUBLE', value: 20.5 } }] },
      { kind: 'timeseries', ts: 3000, entries: [{ key: 'temperature', value: { type: 'LONG', value: 30 } }] },
    ]);
    expect(dataChangesOf(testMsg({ metadata: { ts: '1000' }, data: '{"a":true}' }))).toEqual([
      { kind: 'timeseries', ts: 1000, entries: [{ key: 'a', value: { type: 'BOOLEAN', value: true } }] },
    ]);
  });

  it('reads posted and saved attributes, and deleted ones', () => {
    const posted = testMsg({ type: 'POST_ATTRIBUTES_REQUEST', metadata: {}, ts: 5, data: '{"mode":"eco"}' });
    expect(dataChangesOf(posted)).toEqual([
      { kind: 'attributes', ts: 5, entries: [{ key: 'mode', value: { type: 'STRING', value: 'eco' } }] },
    ]);
    const deleted = testMsg({ type: 'ATTRIBUTES_DELETED', data: '{"attributes":["mode","x"]}' });
    expect(dataChangesOf(deleted)).toEqual([{ kind: 'attributesDeleted', keys: ['mode', 'x'] }]);
  });

  it('reads the device state of activity events as attributes with a scope, else as telemetry', () => {
    const data = '{"active":false,"lastActivityTime":7}';
    const withScope = testMsg({ type: 'INACTIVITY_EVENT', metadata: { scope: 'SERVER_SCOPE' }, ts: 9, data });
    const withoutScope = testMsg({ type: 'ACTIVITY_EVENT', metadata: {}, ts: 9, data });
    expect(dataChangesOf(withScope)[0]?.kind).toBe('attributes');
    expect(dataChangesOf(withoutScope)[0]).toMatchObject({ kind: 'timeseries', ts: 9 });
  });

  it('finds nothing in other messages, and falls back on the message time', () => {
    expect(dataChangesOf(testMsg({ type: 'TO_SERVER_RPC_REQUEST' }))).toEqual([]);
    expect(messageTs(testMsg({ ts: 42, metadata: { ts: 'soon' } }))).toBe(42);
  });
});

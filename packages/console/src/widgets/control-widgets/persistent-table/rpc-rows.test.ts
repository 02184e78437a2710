import { describe, expect, it } from 'vitest';
import { cellText, jsonText, sortFromSetting, statusColour } from './rpc-rows';
import { testRpc } from './test-rpcs';

const translate = (key: string) => key;

describe('persistent RPC rows', () => {
  it('reads the sort setting as the platform does, falling back to the newest first', () => {
    expect(sortFromSetting('-createdTime')).toEqual({ property: 'createdTime', direction: 'DESC' });
    expect(sortFromSetting('status')).toEqual({ property: 'status', direction: 'ASC' });
    expect(sortFromSetting('-method')).toEqual({ property: 'createdTime', direction: 'DESC' });
  });

  it('prints the method, the message type and the status of the stored request', () => {
    const rpc = testRpc('rpc-1', 'setMode', 'DELIVERED', { oneway: true });
    expect(cellText(rpc, 'method', translate)).toBe('setMode');
    expect(cellText(rpc, 'messageType', translate)).toBe('widgets.persistent-table.message-types.true');
    expect(cellText(rpc, 'status', translate)).toBe('widgets.persistent-table.rpc-status.DELIVERED');
    expect(cellText(rpc, 'rpcId', translate)).toBe('rpc-1');
  });

  it('prints JSON indented and text as it is', () => {
    expect(jsonText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(jsonText('on')).toBe('on');
    expect(jsonText(null)).toBe('');
  });

  it('colours a status as the platform does', () => {
    expect(statusColour('SUCCESSFUL')).toBe('success');
    expect(statusColour('TIMEOUT')).toBe('warning');
    expect(statusColour('EXPIRED')).toBe('error');
    expect(statusColour('QUEUED')).toBe('default');
  });
});

import { describe, expect, it } from 'vitest';
import { rpcErrorText, rpcParams } from './rpc-request';

describe('RPC request params', () => {
  it('sends JSON params parsed, and anything else as the text itself', () => {
    expect(rpcParams('{"speed": 5}')).toEqual({ speed: 5 });
    expect(rpcParams('42')).toBe(42);
    expect(rpcParams('reboot now')).toBe('reboot now');
    expect(rpcParams('')).toBe('');
  });
});

describe('RPC error text', () => {
  it('prefixes the HTTP status when the failure has one', () => {
    expect(rpcErrorText(Object.assign(new Error('Device is offline'), { status: 504 }))).toBe('504: Device is offline');
    expect(rpcErrorText(Object.assign(new Error('Unable to connect'), { status: 0 }))).toBe('Unable to connect');
    expect(rpcErrorText(new Error('boom'))).toBe('boom');
  });
});

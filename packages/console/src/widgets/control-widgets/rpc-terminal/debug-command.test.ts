import { describe, expect, it } from 'vitest';
import { parseDebugCommand, replyText } from './debug-command';

describe('the RPC debug terminal commands', () => {
  it('reads the method and its params, as JSON when they parse and as text otherwise', () => {
    expect(parseDebugCommand('  setValue {"pin": 4, "on": true} ')).toEqual({
      kind: 'rpc',
      method: 'setValue',
      params: { pin: 4, on: true },
    });
    expect(parseDebugCommand('echo hello world')).toEqual({ kind: 'rpc', method: 'echo', params: 'hello world' });
    expect(parseDebugCommand('setValue 42')).toEqual({ kind: 'rpc', method: 'setValue', params: 42 });
    expect(parseDebugCommand('getValue')).toEqual({ kind: 'rpc', method: 'getValue', params: undefined });
  });

  it('knows help and an empty line', () => {
    expect(parseDebugCommand('help')).toEqual({ kind: 'help' });
    expect(parseDebugCommand('   ')).toEqual({ kind: 'empty' });
  });

  it('prints a reply as JSON', () => {
    expect(replyText({ temperature: 21.5 })).toBe('{"temperature":21.5}');
    expect(replyText('ok')).toBe('"ok"');
    expect(replyText(undefined)).toBe('');
  });
});

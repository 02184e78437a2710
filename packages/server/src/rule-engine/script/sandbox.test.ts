import { afterEach, describe, expect, it } from 'vitest';
import { CompiledScript, DEFAULT_SCRIPT_LIMITS, type ScriptInput, type ScriptLimits } from './sandbox.js';
import type { ScriptOutcome } from './script-error.js';

const compiled: CompiledScript[] = [];

afterEach(() => {
  for (const script of compiled.splice(0)) script.dispose();
});

async function compile(body: string, argNames?: string[], limits?: ScriptLimits): Promise<CompiledScript> {
  const outcome = await CompiledScript.compile(body, argNames, limits);
  if (!outcome.ok) throw outcome.error;
  compiled.push(outcome.value);
  return outcome.value;
}

const input: ScriptInput = {
  data: '{"temperature":22.4,"humidity":78}',
  metadata: { deviceName: 'Test Device', deviceType: 'default' },
  type: 'POST_TELEMETRY_REQUEST',
};

function errorOf(outcome: ScriptOutcome<unknown>) {
  if (outcome.ok) throw new Error(`expected an error, got ${JSON.stringify(outcome.value)}`);
  return { kind: outcome.error.kind, message: outcome.error.message };
}

describe('the script sandbox', () => {
  it('gives the script the parsed data, the metadata as strings and the message type', async () => {
    const script = await compile('return {t: msg.temperature + 1, name: metadata.deviceName, type: msgType};');
    expect(script.run(input)).toEqual({
      ok: true,
      value: { t: 23.4, name: 'Test Device', type: 'POST_TELEMETRY_REQUEST' },
    });
  });

  it('names the arguments as asked, as the generator does', async () => {
    const script = await compile('return [prevMsg, prevMetadata, prevMsgType];', [
      'prevMsg',
      'prevMetadata',
      'prevMsgType',
    ]);
    expect(script.run({ data: '{}', metadata: {}, type: '' })).toEqual({ ok: true, value: [{}, {}, ''] });
  });

  it('changes only what the script returns when it mutates metadata', async () => {
    const script = await compile('metadata.extra = "1"; return metadata;');
    expect(script.run(input)).toEqual({ ok: true, value: { ...input.metadata, extra: '1' } });
    expect(input.metadata).not.toHaveProperty('extra');
  });

  it('answers null when the script returns nothing', async () => {
    const script = await compile('var unused = 1;');
    expect(script.run(input)).toEqual({ ok: true, value: null });
  });

  it('reports a syntax error as a compile error value', async () => {
    const outcome = await CompiledScript.compile('return msg.temperature >;');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.kind).toBe('compile');
      expect(outcome.error.message).toMatch(/^Can't compile script: SyntaxError: /);
    }
  });

  it('reports what a script throws as a runtime error value', async () => {
    const script = await compile("throw new Error('sensor offline');");
    expect(errorOf(script.run(input))).toEqual({ kind: 'runtime', message: 'Error: sensor offline' });
  });

  it('fails on data that is not JSON, as the platform does', async () => {
    const script = await compile('return true;');
    expect(errorOf(script.run({ ...input, data: 'not json' })).kind).toBe('runtime');
  });

  it('stops a script that loops forever at the time limit, and runs it again afterwards', async () => {
    const limits = { ...DEFAULT_SCRIPT_LIMITS, timeLimitMs: 200 };
    const script = await compile('if (msg.loop) { while (true) {} } return 1;', undefined, limits);
    const started = Date.now();
    expect(errorOf(script.run({ ...input, data: '{"loop":true}' }))).toEqual({
      kind: 'timeout',
      message: 'Script execution exceeded the time limit of 200 ms',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(script.run(input)).toEqual({ ok: true, value: 1 });
  });

  it('refuses memory beyond its limit', async () => {
    const limits = { ...DEFAULT_SCRIPT_LIMITS, memoryLimitBytes: 2 * 1024 * 1024 };
    const script = await compile('var kept = []; while (true) { kept.push(new Array(1000)); }', undefined, limits);
    expect(errorOf(script.run(input))).toMatchObject({ kind: 'runtime', message: expect.stringMatching(/memory/) });
  });

  it('stops a runaway recursion with a stack overflow error', async () => {
    const script = await compile('function deeper(n) { return deeper(n + 1) + 1; } return deeper(0);');
    expect(errorOf(script.run(input))).toEqual({ kind: 'runtime', message: 'InternalError: stack overflow' });
  });

  it('reaches nothing of the host', async () => {
    const script = await compile(
      'return [typeof process, typeof require, typeof fetch, typeof module, typeof setTimeout, typeof WebAssembly];',
    );
    expect(script.run(input)).toEqual({ ok: true, value: Array(6).fill('undefined') });
  });

  it('refuses a result that a replaced JSON.stringify made no JSON', async () => {
    // The wrapper looked JSON.stringify up before the script replaced it, so the replacement shows from the next run.
    const script = await compile("JSON.stringify = function () { return 'not json'; }; return 1;");
    expect(script.run(input)).toEqual({ ok: true, value: 1 });
    expect(errorOf(script.run(input))).toEqual({
      kind: 'result',
      message: "The script's result is not JSON: not json",
    });
  });

  it('keeps the globals of one script away from another', async () => {
    const writer = await compile('globalThis.shared = 42; return shared;');
    const reader = await compile('return typeof shared;');
    expect(writer.run(input)).toEqual({ ok: true, value: 42 });
    expect(reader.run(input)).toEqual({ ok: true, value: 'undefined' });
  });
});

import { describe, expect, it } from 'vitest';
import { filterResult, generateResult, stringResult, switchResult, unbindMessage, updateResult } from './results.js';
import type { ScriptInput } from './sandbox.js';

const input: ScriptInput = {
  data: '{"temperature":22}',
  metadata: { deviceName: 'A' },
  type: 'POST_TELEMETRY_REQUEST',
};

const errorText = (outcome: { ok: boolean; error?: Error }) => outcome.error?.message;

describe('what each kind of script must return', () => {
  it('a filter: a boolean, anything else named by its JSON type', () => {
    expect(filterResult(true)).toEqual({ ok: true, value: true });
    expect(errorText(filterResult('true'))).toBe('Wrong result type: STRING');
    expect(errorText(filterResult(null))).toBe('Wrong result type: NULL');
    expect(errorText(filterResult(1))).toBe('Wrong result type: NUMBER');
  });

  it('a switch: a name or an array of names, each once', () => {
    expect(switchResult('one')).toEqual({ ok: true, value: ['one'] });
    expect(switchResult(['one', 'two', 'one'])).toEqual({ ok: true, value: ['one', 'two'] });
    expect(switchResult([])).toEqual({ ok: true, value: [] });
    expect(errorText(switchResult(['one', 2]))).toBe('Wrong result type: NUMBER');
    expect(errorText(switchResult({ one: true }))).toBe('Wrong result type: OBJECT');
  });

  it('a log script: a string', () => {
    expect(stringResult('text')).toEqual({ ok: true, value: 'text' });
    expect(errorText(stringResult(['text']))).toBe('Wrong result type: ARRAY');
  });

  it('a transformation: an object whose missing parts keep the input', () => {
    expect(updateResult({ msg: { t: 1 } }, input)).toEqual({
      ok: true,
      value: [{ data: '{"t":1}', metadata: { deviceName: 'A' }, type: 'POST_TELEMETRY_REQUEST' }],
    });
    expect(updateResult({ metadata: { n: 1, b: true, gone: null }, msgType: 'CUSTOM' }, input)).toEqual({
      ok: true,
      value: [{ data: input.data, metadata: { n: '1', b: 'true' }, type: 'CUSTOM' }],
    });
    expect(updateResult({ msgType: '' }, input)).toMatchObject({ value: [{ type: 'POST_TELEMETRY_REQUEST' }] });
  });

  it('a transformation: an array of objects, one message each', () => {
    const outcome = updateResult([{ msg: { a: 1 } }, { msg: { b: 2 }, msgType: 'OTHER' }], input);
    expect(outcome).toEqual({
      ok: true,
      value: [
        { data: '{"a":1}', metadata: input.metadata, type: input.type },
        { data: '{"b":2}', metadata: input.metadata, type: 'OTHER' },
      ],
    });
    expect(errorText(updateResult('text', input))).toBe('Wrong result type: STRING');
  });

  it('refuses metadata values that are not scalars', () => {
    expect(errorText(unbindMessage({ metadata: { nested: { a: 1 } } }, input))).toBe(
      'Cannot deserialize value of type `java.lang.String` from Object value',
    );
  });

  it('a generator: one object', () => {
    expect(
      generateResult({ msg: { temp: 42 }, metadata: { data: 40 }, msgType: 'POST_TELEMETRY_REQUEST' }, input),
    ).toEqual({
      ok: true,
      value: { data: '{"temp":42}', metadata: { data: '40' }, type: 'POST_TELEMETRY_REQUEST' },
    });
    expect(errorText(generateResult([], input))).toBe('Wrong result type: ARRAY');
  });
});

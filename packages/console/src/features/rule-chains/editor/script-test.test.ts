import { describe, expect, it } from 'vitest';
import { defaultTestMessage, scriptTestOutcome, testMessageFromDebugIn } from './script-test';

describe('the script test', () => {
  it('shows JSON output indented by four', () => {
    expect(scriptTestOutcome({ output: '{"msg":{"t":1}}', error: '' })).toEqual({
      ok: true,
      output: '{\n    "msg": {\n        "t": 1\n    }\n}',
    });
    expect(scriptTestOutcome({ output: 'Incoming message', error: '' })).toEqual({
      ok: true,
      output: 'Incoming message',
    });
  });

  it("shows the script's error, and says so when the script ran out of time", () => {
    expect(scriptTestOutcome({ output: '', error: 'Wrong result type: STRING' })).toEqual({
      ok: false,
      error: 'Wrong result type: STRING',
    });
    expect(scriptTestOutcome({ output: '', error: null })).toEqual({ ok: false, error: 'rulenode.script-timeout' });
  });

  it('starts from a telemetry message of a test device', () => {
    expect(defaultTestMessage(1700000000000)).toEqual({
      msgType: 'POST_TELEMETRY_REQUEST',
      msg: '{\n  "temperature": 22.4,\n  "humidity": 78\n}',
      metadata: { deviceName: 'Test Device', deviceType: 'default', ts: '1700000000000' },
    });
  });
});

describe('the script test message from the node’s latest debug input', () => {
  const NOW = 1_700_000_000_000;

  it('takes the type, data and metadata of the message the node received', () => {
    const debugIn = {
      type: 'IN',
      msgType: 'POST_ATTRIBUTES_REQUEST',
      data: '{"firmware":"1.2"}',
      metadata: '{"deviceName":"Oven","ts":"1699999999000"}',
    };
    expect(testMessageFromDebugIn(debugIn, NOW)).toEqual({
      msgType: 'POST_ATTRIBUTES_REQUEST',
      msg: '{\n  "firmware": "1.2"\n}',
      metadata: { deviceName: 'Oven', ts: '1699999999000' },
    });
  });

  it('keeps the defaults when the node received nothing in debug mode', () => {
    expect(testMessageFromDebugIn(null, NOW)).toEqual(defaultTestMessage(NOW));
    expect(testMessageFromDebugIn('', NOW)).toEqual(defaultTestMessage(NOW));
  });

  it('keeps the default of each part the event lacks or cannot be read', () => {
    const message = testMessageFromDebugIn({ msgType: '', data: 'not json', metadata: '[1]' }, NOW);
    expect(message).toEqual(defaultTestMessage(NOW));
  });
});

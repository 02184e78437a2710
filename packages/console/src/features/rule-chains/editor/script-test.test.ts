import { describe, expect, it } from 'vitest';
import { defaultTestMessage, scriptTestOutcome } from './script-test';

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

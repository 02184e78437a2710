import type { TestScriptResult } from '@fleetdeck/client';

/** What the test dialog starts with when the node has not received a message yet, as the platform fills it. */
export interface TestMessage {
  msgType: string;
  /** the message data as JSON text */
  msg: string;
  metadata: Record<string, string>;
}

export function defaultTestMessage(now: number): TestMessage {
  return {
    msgType: 'POST_TELEMETRY_REQUEST',
    msg: JSON.stringify({ temperature: 22.4, humidity: 78 }, null, 2),
    metadata: { deviceName: 'Test Device', deviceType: 'default', ts: String(now) },
  };
}

export type ScriptTestOutcome = { ok: true; output: string } | { ok: false; error: string };

/**
 * The answer of testScript as the dialog shows it: the error when there is one (a script that ran out of time
 * answers no text, so a message key stands for it), else the output, indented by four when it is JSON.
 */
export function scriptTestOutcome(result: TestScriptResult): ScriptTestOutcome {
  if (result.error !== '') return { ok: false, error: result.error ?? 'rulenode.script-timeout' };
  try {
    return { ok: true, output: JSON.stringify(JSON.parse(result.output), null, 4) };
  } catch {
    return { ok: true, output: result.output };
  }
}

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

function parsedJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The test message taken from the latest message the node received in debug mode (the body of its IN debug event, as
 * GET /api/ruleNode/{id}/debugIn answers it): its type, data and metadata; what it lacks, or what is not JSON, keeps
 * the default. No event (an empty answer) leaves the defaults.
 */
export function testMessageFromDebugIn(debugIn: unknown, now: number): TestMessage {
  const defaults = defaultTestMessage(now);
  if (typeof debugIn !== 'object' || debugIn === null) return defaults;
  const body = debugIn as Record<string, unknown>;
  const data = parsedJson(body.data);
  const metadata = parsedJson(body.metadata);
  const metadataIsObject = typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata);
  return {
    msgType: typeof body.msgType === 'string' && body.msgType !== '' ? body.msgType : defaults.msgType,
    msg: data === undefined ? defaults.msg : JSON.stringify(data, null, 2),
    metadata: metadataIsObject
      ? Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, String(value)]))
      : defaults.metadata,
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

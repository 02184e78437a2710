import type { Api } from '@fleetdeck/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DENIED, raw, tokenOf } from './support/fixtures.js';
import { ACCOUNTS, startTestServer, type TestServer } from './support/server.js';

let server: TestServer;
let tenant: Api;
let customer: Api;

beforeAll(async () => {
  server = await startTestServer({ MQTT_PORT: '0' });
  [tenant, customer] = await Promise.all([server.login(...ACCOUNTS.tenant), server.login(...ACCOUNTS.customer)]);
});

afterAll(async () => {
  await server?.stop();
});

/** What the rule node forms send when no debug message is at hand. */
const MESSAGE = {
  argNames: ['msg', 'metadata', 'msgType'],
  msg: '{"temperature":22.4,"humidity":78}',
  metadata: { deviceName: 'Test Device', deviceType: 'default', ts: '1700000000000' },
  msgType: 'POST_TELEMETRY_REQUEST',
};

async function testScript(scriptType: string, script: string, overrides: Record<string, unknown> = {}, api = tenant) {
  return raw(server, 'POST', '/api/ruleChain/testScript', {
    token: tokenOf(api),
    body: { ...MESSAGE, scriptType, script, ...overrides },
  });
}

async function answerOf(scriptType: string, script: string, overrides: Record<string, unknown> = {}) {
  const response = await testScript(scriptType, script, overrides);
  expect(response.status).toBe(200);
  return response.json as { output: string; error: string };
}

describe('POST /api/ruleChain/testScript', () => {
  it('runs a filter script and answers true or false', async () => {
    expect(await answerOf('filter', 'return msg.temperature > 20;')).toEqual({ output: 'true', error: '' });
    expect(await answerOf('filter', 'return msg.humidity < 50;')).toEqual({ output: 'false', error: '' });
  });

  it('runs a switch script and answers the relation names as a JSON array', async () => {
    const answer = await answerOf('switch', "return msgType === 'POST_TELEMETRY_REQUEST' ? ['two', 'one'] : [];");
    expect(JSON.parse(answer.output).sort()).toEqual(['one', 'two']);
    expect(answer.error).toBe('');
  });

  it('runs a transformation script and answers the new message', async () => {
    const answer = await answerOf(
      'update',
      "metadata.unit = 'C'; return {msg: {t: msg.temperature}, metadata: metadata};",
    );
    expect(JSON.parse(answer.output)).toEqual({
      msg: { t: 22.4 },
      metadata: { ...MESSAGE.metadata, unit: 'C' },
      msgType: 'POST_TELEMETRY_REQUEST',
    });
  });

  it('answers several messages of a transformation as a JSON array', async () => {
    const answer = await answerOf('update', "return [{msg: {a: 1}}, {msgType: 'OTHER'}];");
    expect(JSON.parse(answer.output)).toEqual([
      { msg: { a: 1 }, metadata: MESSAGE.metadata, msgType: 'POST_TELEMETRY_REQUEST' },
      { msg: { temperature: 22.4, humidity: 78 }, metadata: MESSAGE.metadata, msgType: 'OTHER' },
    ]);
  });

  it('runs a generator script with its own argument names', async () => {
    const answer = await answerOf(
      'generate',
      "return {msg: {temp: 42, previous: prevMsg}, metadata: {data: 40}, msgType: 'POST_TELEMETRY_REQUEST'};",
      { argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'], msg: '{}', metadata: {}, msgType: '' },
    );
    expect(JSON.parse(answer.output)).toEqual({
      msg: { temp: 42, previous: {} },
      metadata: { data: '40' },
      msgType: 'POST_TELEMETRY_REQUEST',
    });
  });

  it('runs an alarm details script and answers its JSON', async () => {
    const answer = await answerOf('json', 'return {details: msg.temperature};');
    expect(answer).toEqual({ output: '{"details":22.4}', error: '' });
  });

  it('runs a log script and answers its string', async () => {
    const answer = await answerOf('string', "return 'temperature = ' + msg.temperature;");
    expect(answer).toEqual({ output: 'temperature = 22.4', error: '' });
  });

  it('answers a script of the wrong result type with the platform error', async () => {
    const answer = await answerOf('filter', "return 'true';");
    expect(answer.output).toBe('');
    expect(answer.error).toMatch(/Wrong result type: STRING$/);
  });

  it('answers a script with a syntax error with the compile error', async () => {
    const answer = await answerOf('filter', 'return msg.temperature >;');
    expect(answer.output).toBe('');
    expect(answer.error).toMatch(/^Can't compile script: SyntaxError: /);
  });

  it('answers a script that throws with what it threw', async () => {
    const answer = await answerOf('string', "throw new Error('sensor offline');");
    expect(answer.output).toBe('');
    expect(answer.error).toMatch(/Error: sensor offline$/);
  });

  it('stops a script that never ends and answers within the time limit', async () => {
    const started = Date.now();
    const answer = await answerOf('filter', 'while (true) {}');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(answer.output).toBe('');
    expect(answer.error).toMatch(/exceeded the time limit/);
    // The server is still there for the next call.
    expect(await answerOf('filter', 'return true;')).toEqual({ output: 'true', error: '' });
  });

  it('keeps the server out of reach of a script', async () => {
    const answer = await answerOf(
      'string',
      "return [typeof process, typeof require, typeof fetch, typeof module, typeof globalThis.process].join(',');",
    );
    expect(answer).toEqual({ output: 'undefined,undefined,undefined,undefined,undefined', error: '' });
  });

  it('answers an unknown script type with an error', async () => {
    expect(await answerOf('eval', 'return true;')).toEqual({ output: '', error: 'Unsupported script type: eval' });
  });

  it('refuses a customer user', async () => {
    const response = await testScript('filter', 'return true;', {}, customer);
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ status: 403, errorCode: 20, message: PERMISSION_DENIED });
  });
});

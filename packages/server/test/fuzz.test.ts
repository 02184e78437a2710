import { beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, raw, tokenOf } from './support/fixtures.js';
import { type OpenApiDocument, type Operation, operationsOf } from './support/fuzz/operations.js';
import { Random } from './support/fuzz/random.js';
import { badRequestsFor, type FuzzRequest, type FuzzValues } from './support/fuzz/requests.js';
import { RowCounter } from './support/fuzz/row-counts.js';
import { type Account, useTestServer } from './support/suite.js';

/** FUZZ_SEED repeats a failing run; the default keeps CI's run the same every time. */
const SEED = Number(process.env.FUZZ_SEED ?? 16_2026);
/** Bad requests per route and caller: about 3,000 in all, under a minute on a 2-core machine. */
const PER_CALLER = 3;
const CALLERS: Account[] = ['sysadmin', 'tenant', 'customerA'];
/** A token of the right form whose signature no server made. */
const FORGED_TOKEN =
  'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJzeXNhZG1pbkBmbGVldGRlY2suaW8iLCJzY29wZXMiOlsiU1lTX0FETUlOIl19.c2lnbmF0dXJl';
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/;

// The usage counts of what the accepted requests ran are stored every few seconds, whichever request is being sent
// then; stored only at shutdown, they cannot be taken for a write of a refused request.
const server = useTestServer({ USAGE_REPORT_INTERVAL: '0' });
const tokens = new Map<Account, string>();
let values: FuzzValues;
let operations: Operation[];

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(request: FuzzRequest, token: string | null): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers['X-Authorization'] = `Bearer ${token}`;
  const response = await fetch(`${server.url}${request.url}`, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** The telemetry and REST RPC routes answer their own mistakes in plain text or with an empty body. */
function answersInPlainText(path: string): boolean {
  return /^\/api\/(plugins\/telemetry|plugins\/rpc|rpc)\//.test(path);
}

/** The device API answers every failure with a status and an empty body. */
function isDeviceApi(path: string): boolean {
  return path.startsWith('/api/v1/');
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isContractErrorBody(answer: Answer): boolean {
  const body = parsed(answer.text) as Record<string, unknown> | undefined;
  return (
    answer.contentType.startsWith('application/json') &&
    body !== undefined &&
    body !== null &&
    Object.keys(body).sort().join() === 'errorCode,message,status,timestamp' &&
    body.status === answer.status &&
    typeof body.errorCode === 'number' &&
    typeof body.message === 'string' &&
    TIMESTAMP.test(String(body.timestamp))
  );
}

/**
 * The 5xx answers the platform itself gives to these requests, so the fuzzer expects them:
 * - the device API answers a message it cannot read (not JSON, not the expected shape) with an empty 500;
 * - the telemetry API answers `Not Implemented!` (500) for entity kinds that have no telemetry, such as a dashboard;
 * - a route that sends mail (the test mail of the mail settings, activation mails) answers 500 in the contract's
 *   body when the mail server refuses, and no mail server listens for the test server.
 */
function platformServerError(path: string, answer: Answer): boolean {
  if (answer.status !== 500) return false;
  if (isDeviceApi(path)) return answer.text === '';
  if (
    isContractErrorBody(answer) &&
    (parsed(answer.text) as { message: string }).message.startsWith('Unable to send mail:')
  ) {
    return true;
  }
  return answersInPlainText(path) && answer.text.includes('Not Implemented!');
}

/** The activation and password-reset links answer a token they do not know with an empty 409, as the platform does. */
function unknownLinkToken(path: string, answer: Answer): boolean {
  return (
    ['/api/noauth/activate', '/api/noauth/resetPassword'].includes(path) && answer.status === 409 && answer.text === ''
  );
}

/** What is wrong with the answer to a bad request, or null when it is an answer the contract allows. */
function problemWith(operation: Operation, request: FuzzRequest, answer: Answer): string | null {
  if (answer.status >= 500 && !platformServerError(request.url, answer)) return 'a server error';
  if (answer.status < 400 || unknownLinkToken(operation.path, answer)) return null;
  if (isDeviceApi(operation.path)) return answer.text === '' ? null : 'a body on a device API error';
  if (answersInPlainText(operation.path)) {
    if (answer.text === '' || answer.contentType.startsWith('text/plain') || isContractErrorBody(answer)) return null;
    return 'an error body that is neither plain text nor the contract shape';
  }
  return isContractErrorBody(answer) ? null : 'an error body off the contract shape';
}

function describeFailure(caller: string, request: FuzzRequest, answer: Answer, problem: string): string {
  return `${problem}: ${request.method} ${request.url.slice(0, 120)} as ${caller} with ${request.label} → ${answer.status} ${answer.text.slice(0, 160)}`;
}

/** The id of the first record a list answers, or an id no record has when the list is empty. */
async function idOf(token: string, path: string): Promise<string> {
  const answer = await raw(server, 'GET', path, { token });
  const id = answer.json?.data?.[0]?.id?.id;
  return typeof id === 'string' ? id : MISSING_ID;
}

beforeAll(async () => {
  // Every caller signs in before the fuzzer sends bad sign-ins, which the sign-in rate limit counts.
  for (const account of CALLERS) tokens.set(account, tokenOf(await server.as(account)));
  const tenantToken = tokenOf(await server.as('tenant'));
  const page = '?pageSize=1&page=0';
  const user = (await raw(server, 'GET', '/api/auth/user', { token: tenantToken })).json;
  const deviceId = await idOf(tenantToken, `/api/tenant/devices${page}`);
  const credentials = (await raw(server, 'GET', `/api/device/${deviceId}/credentials`, { token: tenantToken })).json;
  values = {
    missingId: MISSING_ID,
    deviceToken: credentials.credentialsId,
    existingIds: {
      userId: user.id.id,
      tenantId: user.tenantId.id,
      deviceId,
      entityId: deviceId,
      customerId: await idOf(tenantToken, `/api/customers${page}`),
      assetId: await idOf(tenantToken, `/api/tenant/assets${page}`),
      dashboardId: await idOf(tenantToken, `/api/tenant/dashboards${page}`),
      deviceProfileId: await idOf(tenantToken, `/api/deviceProfiles${page}`),
      ruleChainId: await idOf(tenantToken, `/api/ruleChains${page}`),
      id: deviceId,
    },
  };
  const document = (await raw(server, 'GET', '/swagger-ui/json')).json as OpenApiDocument;
  operations = operationsOf(document);
});

describe('bad requests on every route of the OpenAPI document', () => {
  it('get 4xx answers in the contract shape, never an unexpected 5xx, and change no data', async () => {
    expect(operations.length).toBeGreaterThan(200);
    const random = new Random(SEED);
    const counter = await RowCounter.open(server.data);
    const tables = counter.tableNames;
    const failures: string[] = [];
    let sent = 0;
    let before = await counter.counts();
    for (const operation of operations) {
      let accepted = false;
      const pool = badRequestsFor(operation, values, random);
      const plan: Array<[string, string | null, FuzzRequest]> = [
        ['nobody', null, random.pick(pool)],
        ['a forged token', FORGED_TOKEN, random.pick(pool)],
        ...CALLERS.flatMap((caller) =>
          random
            .sample(pool, PER_CALLER)
            .map((request): [string, string | null, FuzzRequest] => [caller, tokens.get(caller) ?? null, request]),
        ),
      ];
      for (const [caller, token, request] of plan) {
        let answer: Answer;
        try {
          answer = await send(request, token);
        } catch (error) {
          failures.push(
            `no answer: ${request.method} ${request.url.slice(0, 120)} as ${caller} with ${request.label}: ${error}`,
          );
          continue;
        }
        sent++;
        if (answer.status < 400 && operation.method !== 'GET') accepted = true;
        const problem = problemWith(operation, request, answer);
        if (problem) failures.push(describeFailure(caller, request, answer, problem));
      }
      const after = await counter.counts();
      // A request the server accepted may write; only a route whose every request was refused must leave the rows.
      if (!accepted) {
        const changed = tables.filter((table) => before[table] !== after[table]);
        if (changed.length > 0) {
          failures.push(
            `rows changed by refused requests to ${operation.method} ${operation.path}: ${changed.join(', ')}`,
          );
        }
      }
      before = accepted ? await counter.settledCounts() : after;
    }
    await counter.close();
    expect(sent).toBeGreaterThan(1_000);
    expect(failures.join('\n'), `seed ${SEED}, ${sent} requests`).toBe('');
  }, 420_000);
});

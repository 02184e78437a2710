import type { Operation, Parameter } from './operations.js';
import type { Random } from './random.js';

/** One bad request, described well enough to repeat it from a failure message. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** what was wrong with it */
  label: string;
}

/** Well-formed values the fuzzer puts where it is not varying a parameter. */
export interface FuzzValues {
  /**
   * ids of records that exist, by path parameter name: used by reads, and by writes whose body is bad, so that
   * a bad body reaches the code that reads it rather than the not-found check before it
   */
  existingIds: Record<string, string>;
  /** an id no record has */
  missingId: string;
  /** a device access token that exists, for the device API's writes */
  deviceToken: string;
}

const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const HUGE = 'x'.repeat(200_000);

const BAD_PATH_VALUES = [
  'not-a-uuid',
  'a'.repeat(150),
  '__proto__',
  'constructor',
  '%00',
  '-1',
  '%F0%9F%98%80',
  '12345678-1234-1234-1234-1234567890123',
  "'%20OR%201=1--",
  '..%2F..%2Fetc',
  '13814000-1dd2-11b2-8080-80808080808g',
];

const BAD_QUERY_VALUES = [
  'abc',
  '-1',
  '0',
  '999999999999999999999',
  '',
  'x'.repeat(5_000),
  '__proto__',
  'constructor',
  '%00',
  'NaN',
  '1e309',
  'true,false',
  '%ZZ',
  'not-a-uuid',
];

/** Query strings that are odd as a whole rather than in one value. */
const ODD_QUERIES = [
  'sortProperty=createdTime&sortProperty=name',
  'sortProperty=__proto__',
  'sortProperty=constructor&sortOrder=ASC',
  'sortOrder=SIDEWAYS&sortProperty=name',
  '__proto__=1&constructor=2',
  '__proto__[polluted]=1',
  'pageSize=10&pageSize=20&page=0&page=1',
  'pageSize=-5&page=-1',
  'pageSize=2147483648&page=0',
  'textSearch=%25%5F%5C&pageSize=10&page=0',
];

const BAD_BODIES: Array<[string, string]> = [
  ['a JSON string body', '"str"'],
  ['a JSON number body', '123'],
  ['a JSON array body', '[1]'],
  ['a JSON null body', 'null'],
  ['a JSON boolean body', 'true'],
  ['an empty object', '{}'],
  ['malformed JSON', '{"name":'],
  ['a body nested 20,000 deep', DEEP],
  ['an object body nested 20,000 deep', `{"name":"deep","type":"t","additionalInfo":${DEEP}}`],
  ['a prototype key', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
  ['a huge string', JSON.stringify({ name: HUGE, type: HUGE })],
  ['an array of objects', '[{"name":"a"},{"name":"b"}]'],
];

const WRONG_FIELD_VALUES: unknown[] = [
  {},
  [],
  [[]],
  123,
  -1,
  true,
  'x',
  'x'.repeat(100_000),
  { entityType: 'DEVICE', id: 'not-a-uuid' },
  { entityType: 'NOT_A_TYPE', id: '13814000-1dd2-11b2-8080-808080808080' },
  { id: null },
  { __proto__: { polluted: true } },
];

function wellFormed(parameter: Parameter, method: string, existing: boolean, values: FuzzValues): string {
  if (parameter.uuid) return existing ? (values.existingIds[parameter.name] ?? values.missingId) : values.missingId;
  if (parameter.enumValues)
    return parameter.enumValues.includes('DEVICE') ? 'DEVICE' : (parameter.enumValues[0] ?? 'x');
  switch (parameter.name) {
    case 'scope':
      return 'SERVER_SCOPE';
    // A known token on a read would open a long poll that waits for the device's next update.
    case 'token':
      return existing && method !== 'GET' ? values.deviceToken : 'no-such-token';
    default:
      return 'x';
  }
}

function buildPath(
  operation: Operation,
  values: FuzzValues,
  options: { existing: boolean; replace?: { name: string; value: string } },
): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (options.replace?.name === name) return options.replace.value;
    const parameter = operation.pathParams.find((p) => p.name === name);
    return parameter ? encodeURIComponent(wellFormed(parameter, operation.method, options.existing, values)) : 'x';
  });
}

function jsonRequest(operation: Operation, path: string, body: string, label: string): FuzzRequest {
  return { method: operation.method, url: path, headers: { 'content-type': 'application/json' }, body, label };
}

/** Every kind of bad request that fits the operation; the caller samples from them. */
export function badRequestsFor(operation: Operation, values: FuzzValues, random: Random): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const reads = operation.method === 'GET';
  const path = buildPath(operation, values, { existing: reads });
  const bodyPath = buildPath(operation, values, { existing: true });
  const plain = (url: string, label: string): FuzzRequest =>
    operation.hasBody
      ? jsonRequest(operation, url, '{}', label)
      : { method: operation.method, url, headers: {}, label };

  for (const parameter of operation.pathParams) {
    const value = random.pick(BAD_PATH_VALUES);
    requests.push(
      plain(
        buildPath(operation, values, { existing: reads, replace: { name: parameter.name, value } }),
        `path ${parameter.name}=${value.slice(0, 40)}`,
      ),
    );
  }
  for (const parameter of operation.queryParams) {
    const value = random.pick(BAD_QUERY_VALUES);
    requests.push(
      plain(`${path}?${parameter.name}=${encodeURIComponent(value)}`, `query ${parameter.name}=${value.slice(0, 40)}`),
    );
    requests.push(plain(`${path}?${parameter.name}=a&${parameter.name}=b`, `query ${parameter.name} repeated`));
  }
  const oddQuery = random.pick(ODD_QUERIES);
  requests.push(plain(`${path}?${oddQuery}`, `query ${oddQuery}`));

  if (operation.hasBody) {
    for (const [label, body] of BAD_BODIES) requests.push(jsonRequest(operation, bodyPath, body, label));
    for (const property of operation.bodyProperties) {
      const value = random.pick(WRONG_FIELD_VALUES);
      const body = JSON.stringify({ [property]: value });
      requests.push(jsonRequest(operation, bodyPath, body, `body ${property}=${body.slice(property.length + 5, 45)}`));
    }
    requests.push({
      method: operation.method,
      url: bodyPath,
      headers: { 'content-type': 'text/plain' },
      body: '{"name":"text"}',
      label: 'a text/plain body',
    });
    requests.push({
      method: operation.method,
      url: bodyPath,
      headers: { 'content-type': 'application/xml' },
      body: '<device><name>x</name></device>',
      label: 'an XML body',
    });
    requests.push({
      method: operation.method,
      url: bodyPath,
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\njunk\r\n--zz--\r\n',
      label: 'a multipart body',
    });
  }
  return requests;
}

import { booleanOf, stringOf } from '../configuration.js';
import { credentialsOf } from '../external/credentials.js';
import { numberOf, textRecordOf } from '../external/external-config.js';
import { externalFailure, namedError } from '../external/external-failure.js';
import { type HttpCallRequest, type HttpCallResponse, sendHttpRequest } from '../external/http-request.js';
import { statusName, statusReason } from '../external/http-status.js';
import { parallelLimit } from '../external/parallel-limit.js';
import { proxyOf } from '../external/proxy-settings.js';
import type { TbMsg } from '../message.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { processPattern } from '../pattern.js';

/** TbRestApiCallNodeConfiguration. */
export type TbRestApiCallNodeConfiguration = {
  restEndpointUrlPattern: string;
  requestMethod: string;
  headers: Record<string, string>;
  useSimpleClientHttpFactory: boolean;
  readTimeoutMs: number;
  maxParallelRequestsCount: number;
  useRedisQueueForMsgPersistence: boolean;
  trimQueue: boolean;
  maxQueueSize: number;
  enableProxy: boolean;
  useSystemProxyProperties: boolean;
  proxyHost: string | null;
  proxyPort: number;
  proxyUser: string | null;
  proxyPassword: string | null;
  proxyScheme: string | null;
  credentials: Record<string, unknown>;
  ignoreRequestBody: boolean;
};

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE']);
/** Methods whose requests carry no body, whatever the message holds. */
const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export const descriptor: RuleNodeDescriptor<TbRestApiCallNodeConfiguration> = {
  type: 'EXTERNAL',
  name: 'rest api call',
  clazz: 'org.thingsboard.rule.engine.rest.TbRestApiCallNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Will invoke REST API call <code>GET | POST | PUT | DELETE</code> to external REST server. ' +
        'Message payload added into Request body. Configured attributes can be added into Headers from Message Metadata. ' +
        'Outbound message will contain response fields (<code>status</code>, <code>statusCode</code>, ' +
        '<code>statusReason</code> and response <code>headers</code>) in the Message Metadata. ' +
        'Response body saved into outbound Message payload. ' +
        'For example <b>statusCode</b> field can be accessed with <code>metadata.statusCode</code>.',
      description: 'Invoke REST API calls to external REST server',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        restEndpointUrlPattern: 'http://localhost/api',
        requestMethod: 'POST',
        headers: { 'Content-Type': 'application/json' },
        useSimpleClientHttpFactory: false,
        readTimeoutMs: 0,
        maxParallelRequestsCount: 0,
        useRedisQueueForMsgPersistence: false,
        trimQueue: false,
        maxQueueSize: 0,
        enableProxy: false,
        useSystemProxyProperties: false,
        proxyHost: null,
        proxyPort: 0,
        proxyUser: null,
        proxyPassword: null,
        proxyScheme: null,
        credentials: { type: 'anonymous' },
        ignoreRequestBody: false,
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeRestApiCallConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The request a message makes: URL and headers filled from it, its data as the body where the method takes one. */
export function requestFor(config: Record<string, unknown>, msg: TbMsg): HttpCallRequest {
  const method = stringOf(config.requestMethod, 'POST').toUpperCase();
  if (!METHODS.has(method)) {
    throw namedError('IllegalArgumentException', `No enum constant org.springframework.http.HttpMethod.${method}`);
  }
  const url = processPattern(stringOf(config.restEndpointUrlPattern), msg);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(textRecordOf(config.headers))) {
    headers[processPattern(name, msg)] = processPattern(value, msg);
  }
  const credentials = credentialsOf(config.credentials);
  if (credentials.type === 'basic') {
    const token = Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64');
    headers.Authorization = `Basic ${token}`;
  }
  const withBody = !WITHOUT_BODY.has(method) && !booleanOf(config.ignoreRequestBody, false);
  return {
    url,
    method,
    headers,
    body: withBody ? msg.data : null,
    timeoutMs: Math.max(0, numberOf(config.readTimeoutMs, 0)),
    ...(credentials.type === 'cert.PEM' ? { tls: credentials.tls } : {}),
    proxy: proxyOf(config, url.toLowerCase().startsWith('https:')),
  };
}

/** Status, code and reason of a response, as the platform names them in the metadata. */
function statusMetadata(response: HttpCallResponse): Record<string, string> {
  return {
    status: statusName(response.statusCode),
    statusCode: String(response.statusCode),
    statusReason: statusReason(response.statusCode),
  };
}

/**
 * Continues the message by the answer: a 2xx answer's body becomes the data, its status and headers join the
 * metadata, along Success; any other answer keeps the data, adds its status and body (`error_body`) to the
 * metadata, along Failure.
 */
export function answerOf(msg: TbMsg, response: HttpCallResponse) {
  if (response.statusCode >= 200 && response.statusCode < 300) {
    const metadata = { ...msg.metadata, ...statusMetadata(response), ...response.headers };
    return success({ ...msg, metadata, data: response.body });
  }
  const metadata = { ...msg.metadata, ...statusMetadata(response), error_body: response.body };
  const error = namedError('HttpStatusException', `${response.statusCode} ${statusReason(response.statusCode)}`.trim());
  return failure({ ...msg, metadata }, error);
}

/**
 * Calls the configured endpoint once per message. The platform's simple-client and Redis persistence switches are
 * accepted and change nothing here: every request goes through Node's own HTTP client, and the rule engine's
 * queue already keeps a message until its chain is done.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  const limited = parallelLimit(numberOf(config.maxParallelRequestsCount, 0));
  return async (msg) => {
    try {
      const request = requestFor(config, msg);
      const response = await limited(() => sendHttpRequest(request));
      return answerOf(msg, response);
    } catch (error) {
      return externalFailure(msg, error);
    }
  };
};

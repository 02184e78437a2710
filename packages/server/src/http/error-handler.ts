import type { ErrorResponse } from '@fleetdeck/model';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorCodeForStatus, errorTimestamp } from './errors.js';
import { JAVA_TYPE } from './schemas.js';

interface ValidationIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

type SchemaNode = Record<string, unknown>;

/** The schema node a JSON pointer (`#/properties/a/type`) names inside the route's schema of one request part. */
function schemaAt(root: unknown, pointer: string): SchemaNode | undefined {
  let node = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as SchemaNode)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node !== null && typeof node === 'object' ? (node as SchemaNode) : undefined;
}

const SCHEMA_PART: Record<string, string> = { querystring: 'querystring', params: 'params', body: 'body' };

/** Spring's text for a path or query parameter the route's schema refused. */
function parameterMessage(issue: ValidationIssue, partSchema: unknown, values: SchemaNode): string {
  const name = (issue.params.missingProperty as string | undefined) ?? issue.instancePath.replace(/^\//, '');
  const property = schemaAt(partSchema, `#/properties/${name}`);
  const javaType = (property?.[JAVA_TYPE] as string | undefined) ?? 'String';
  const value = String(values?.[name] ?? '');
  if (issue.keyword === 'required') {
    return `Required request parameter '${name}' for method parameter type ${javaType} is not present`;
  }
  if (issue.keyword === 'pattern' || issue.keyword === 'format') return `Invalid UUID string: ${value}`;
  if (issue.keyword === 'enum') return `No enum constant ${javaType}.${value}`;
  return `Failed to convert value of parameter '${name}': ${issue.message ?? 'invalid value'}`;
}

function validationMessage(error: FastifyError, request: FastifyRequest): string {
  const issue = error.validation?.[0] as ValidationIssue | undefined;
  if (!issue) return error.message;
  const context = error.validationContext ?? '';
  const partSchema = (request.routeOptions.schema as SchemaNode | undefined)?.[SCHEMA_PART[context] ?? ''];
  if (context === 'querystring' || context === 'params') {
    const values = (context === 'params' ? request.params : request.query) as SchemaNode;
    return parameterMessage(issue, partSchema, values);
  }
  // An entity id object the body schema refused: the platform's id deserializer says this.
  const failing = schemaAt(partSchema, issue.schemaPath.slice(0, issue.schemaPath.lastIndexOf('/')));
  if (failing?.[JAVA_TYPE] === 'EntityId') return 'Missing entityType or id!';
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required') {
    return `Validation error: ${String(issue.params.missingProperty)} must be specified`;
  }
  return `Validation error: ${field || 'request body'} ${issue.message ?? 'is invalid'}`;
}

/** Maps Fastify's own failures (bad JSON, wrong content type, schema violations) to the contract's status and text. */
function fromFastifyError(error: FastifyError, request: FastifyRequest): ApiError {
  if (error.validation) return new ApiError(400, 31, validationMessage(error, request));
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 31, `JSON parse error: ${error.message}`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 31, 'Required request body is missing');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 31, error.message);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 31, 'Request body is too large');
  }
  if (error instanceof SyntaxError || error.name === 'SyntaxError') {
    return new ApiError(400, 31, `JSON parse error: ${error.message}`);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError(status, errorCodeForStatus(status), error.message);
  return new ApiError(500, 2, error.message || 'Internal server error');
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  const body: ErrorResponse = {
    status: error.status,
    message: error.message,
    errorCode: error.errorCode,
    timestamp: errorTimestamp(),
    ...error.extra,
  };
  return reply.status(error.status).type('application/json').send(body);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = error instanceof ApiError ? error : fromFastifyError(error, request);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, apiError);
  });
}

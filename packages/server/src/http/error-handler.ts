import type { ErrorResponse } from '@fleetdeck/model';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorCodeForStatus, errorTimestamp } from './errors.js';
import { schemaFailureMessage, type ValidationIssue } from './validation-message.js';

function validationMessage(error: FastifyError, request: FastifyRequest): string {
  const issue = error.validation?.[0] as ValidationIssue | undefined;
  if (!issue) return error.message;
  const context = error.validationContext ?? 'body';
  const values = (context === 'params' ? request.params : context === 'querystring' ? request.query : {}) as Record<
    string,
    unknown
  >;
  const routeSchema = request.routeOptions.schema as Record<string, unknown> | undefined;
  return schemaFailureMessage(issue, context, routeSchema?.[context], values);
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
    // The router refuses a path parameter over 100 characters before any route runs; the status stays 414, the
    // body takes the contract's shape like every other error.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(414, 31, 'Request path parameter is too long');
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

/** The device API (`/api/v1/…`) answers every failure with its status and an empty body. */
function isDeviceApi(url: string): boolean {
  return url.startsWith('/api/v1/');
}

/**
 * Fastify's `frameworkErrors` option: failures of the router (bad URL, too-long parameter) in the contract's body,
 * or with no body on the device API, whose clients read only the status.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const apiError = fromFastifyError(error, request);
  if (isDeviceApi(request.url)) return reply.status(apiError.status).send();
  return sendError(reply, apiError);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = error instanceof ApiError ? error : fromFastifyError(error, request);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, apiError);
  });
}

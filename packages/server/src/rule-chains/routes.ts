import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { type TestScriptRequest, testScript } from './service.js';

const testScriptBody = {
  type: 'object',
  properties: {
    script: { type: 'string' },
    scriptType: { type: 'string' },
    argNames: { type: 'array', items: { type: 'string' } },
    msg: { type: 'string' },
    metadata: { type: 'object', additionalProperties: { type: 'string' } },
    msgType: { type: 'string' },
  },
  required: ['script', 'scriptType', 'msg', 'metadata', 'msgType'],
} as const;

/** Rule chain routes: the script test of the rule node forms. */
export function ruleChainRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.post<{ Body: TestScriptRequest }>(
    '/api/ruleChain/testScript',
    { config: { authorities: ['TENANT_ADMIN'] }, schema: { body: testScriptBody } },
    async (request) => testScript(request.body),
  );
}

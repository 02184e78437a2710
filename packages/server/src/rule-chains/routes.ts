import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { RULE_CHAIN } from '../entities/kinds/rule-chain.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { exportRuleChains, importRuleChains } from './export-import.js';
import { booleanParam, intParam } from './query-flags.js';
import {
  DefaultRuleChainBody,
  ExportQuery,
  OverwriteQuery,
  RuleChainBody,
  RuleChainDataBody,
  RuleChainIdParams,
  RuleChainMetaDataBody,
  RuleChainsQuery,
  UpdateRelatedQuery,
} from './schemas.js';
import {
  createDeviceProfileChain,
  deleteRuleChain,
  listRuleChains,
  makeRootRuleChain,
  outputLabels,
  outputLabelsUsage,
  readableRuleChain,
  ruleChainMetadata,
  saveRuleChain,
  saveRuleChainMetadata,
} from './service.js';
import { toRuleChain } from './store.js';
import { type TestScriptRequest, testScript } from './test-script.js';

const T = ['TENANT_ADMIN'] as const;

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

type ChainParams = { Params: Static<typeof RuleChainIdParams> };

/** Rule chains of the caller's tenant, their metadata, export and import, and the script test of the node forms. */
export function ruleChainRoutes(app: FastifyInstance, ctx: AppContext): void {
  const chainId = (request: { params: Static<typeof RuleChainIdParams> }) => parseUuid(request.params.ruleChainId);

  app.get<ChainParams>(
    '/api/ruleChain/:ruleChainId',
    { config: { authorities: T }, schema: { params: RuleChainIdParams } },
    async (request) => toRuleChain(await readableRuleChain(ctx, caller(request), chainId(request))),
  );

  app.get<ChainParams>(
    '/api/ruleChain/:ruleChainId/metadata',
    { config: { authorities: T }, schema: { params: RuleChainIdParams } },
    async (request) => ruleChainMetadata(ctx, caller(request), chainId(request)),
  );

  app.post<{ Body: Static<typeof RuleChainBody> }>(
    '/api/ruleChain',
    { config: { authorities: T }, schema: { body: RuleChainBody } },
    async (request) => saveRuleChain(ctx, caller(request), request.body),
  );

  app.post<{ Body: Static<typeof RuleChainMetaDataBody>; Querystring: Static<typeof UpdateRelatedQuery> }>(
    '/api/ruleChain/metadata',
    { config: { authorities: T }, schema: { body: RuleChainMetaDataBody, querystring: UpdateRelatedQuery } },
    async (request) => {
      const updateRelated = booleanParam(request.query.updateRelated, true);
      return saveRuleChainMetadata(ctx, caller(request), request.body, updateRelated);
    },
  );

  app.post<ChainParams>(
    '/api/ruleChain/:ruleChainId/root',
    { config: { authorities: T }, schema: { params: RuleChainIdParams } },
    async (request) => makeRootRuleChain(ctx, caller(request), chainId(request)),
  );

  app.delete<ChainParams>(
    '/api/ruleChain/:ruleChainId',
    { config: { authorities: T }, schema: { params: RuleChainIdParams } },
    async (request, reply) => {
      await deleteRuleChain(ctx, caller(request), chainId(request));
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof RuleChainsQuery> }>(
    '/api/ruleChains',
    { config: { authorities: T }, schema: { querystring: RuleChainsQuery } },
    async (request) =>
      listRuleChains(ctx, caller(request), request.query.type, parsePageLink(request.query, RULE_CHAIN.sortColumns)),
  );

  app.get<ChainParams>(
    '/api/ruleChain/:ruleChainId/output/labels',
    { config: { authorities: T }, schema: { params: RuleChainIdParams } },
    async (request) => outputLabels(ctx, caller(request), chainId(request)),
  );

  app.get<ChainParams>(
    '/api/ruleChain/:ruleChainId/output/labels/usage',
    { config: { authorities: T }, schema: { params: RuleChainIdParams } },
    async (request) => outputLabelsUsage(ctx, caller(request), chainId(request)),
  );

  app.get<{ Querystring: Static<typeof ExportQuery> }>(
    '/api/ruleChains/export',
    { config: { authorities: T }, schema: { querystring: ExportQuery } },
    async (request) => exportRuleChains(ctx, caller(request), intParam(request.query.limit)),
  );

  app.post<{ Body: Static<typeof RuleChainDataBody>; Querystring: Static<typeof OverwriteQuery> }>(
    '/api/ruleChains/import',
    { config: { authorities: T }, schema: { body: RuleChainDataBody, querystring: OverwriteQuery } },
    async (request) =>
      importRuleChains(ctx, caller(request), request.body, booleanParam(request.query.overwrite, false)),
  );

  app.post<{ Body: Static<typeof DefaultRuleChainBody> }>(
    '/api/ruleChain/device/default',
    { config: { authorities: T }, schema: { body: DefaultRuleChainBody } },
    async (request) => createDeviceProfileChain(ctx, caller(request), request.body?.name),
  );

  app.post<{ Body: TestScriptRequest }>(
    '/api/ruleChain/testScript',
    { config: { authorities: T }, schema: { body: testScriptBody } },
    async (request) => testScript(request.body, { tenantId: caller(request).tenantId, usage: ctx.apiUsage }),
  );
}

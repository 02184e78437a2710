import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { RULE_CHAIN } from '../entities/kinds/rule-chain.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import {
  assignRuleChainToEdge,
  listAutoAssignedRuleChains,
  listEdgeRuleChains,
  makeEdgeTemplateRoot,
  setAutoAssign,
  unassignRuleChainFromEdge,
} from './edge-service.js';
import { EdgeIdParams, EdgeRuleChainParams, EdgeRuleChainsQuery, RuleChainIdParams } from './schemas.js';

const T = ['TENANT_ADMIN'] as const;

type EdgeChainParams = { Params: Static<typeof EdgeRuleChainParams> };
type ChainParams = { Params: Static<typeof RuleChainIdParams> };

/**
 * Rule chains on edges: assigning EDGE chains to an edge (a `Contains` relation from the edge, recorded as an edge
 * event), the edge template root that new edges start with, and the chains assigned to every new edge.
 */
export function ruleChainEdgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<EdgeChainParams>(
    '/api/edge/:edgeId/ruleChain/:ruleChainId',
    { config: { authorities: T }, schema: { params: EdgeRuleChainParams } },
    async (request) =>
      assignRuleChainToEdge(
        ctx,
        caller(request),
        parseUuid(request.params.edgeId),
        parseUuid(request.params.ruleChainId),
      ),
  );

  app.delete<EdgeChainParams>(
    '/api/edge/:edgeId/ruleChain/:ruleChainId',
    { config: { authorities: T }, schema: { params: EdgeRuleChainParams } },
    async (request) =>
      unassignRuleChainFromEdge(
        ctx,
        caller(request),
        parseUuid(request.params.edgeId),
        parseUuid(request.params.ruleChainId),
      ),
  );

  app.get<{ Params: Static<typeof EdgeIdParams>; Querystring: Static<typeof EdgeRuleChainsQuery> }>(
    '/api/edge/:edgeId/ruleChains',
    { config: { authorities: T }, schema: { params: EdgeIdParams, querystring: EdgeRuleChainsQuery } },
    async (request) =>
      listEdgeRuleChains(
        ctx,
        caller(request),
        parseUuid(request.params.edgeId),
        parsePageLink(request.query, RULE_CHAIN.sortColumns),
      ),
  );

  app.post<ChainParams>(
    '/api/ruleChain/:ruleChainId/edgeTemplateRoot',
    { config: { authorities: T }, schema: { params: RuleChainIdParams } },
    async (request) => makeEdgeTemplateRoot(ctx, caller(request), parseUuid(request.params.ruleChainId)),
  );

  app.post<ChainParams>(
    '/api/ruleChain/:ruleChainId/autoAssignToEdge',
    { config: { authorities: T }, schema: { params: RuleChainIdParams } },
    async (request) => setAutoAssign(ctx, caller(request), parseUuid(request.params.ruleChainId), true),
  );

  app.delete<ChainParams>(
    '/api/ruleChain/:ruleChainId/autoAssignToEdge',
    { config: { authorities: T }, schema: { params: RuleChainIdParams } },
    async (request) => setAutoAssign(ctx, caller(request), parseUuid(request.params.ruleChainId), false),
  );

  app.get('/api/ruleChain/autoAssignToEdgeRuleChains', { config: { authorities: T } }, async (request) =>
    listAutoAssignedRuleChains(ctx, caller(request)),
  );
}

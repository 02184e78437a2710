import { COMPONENT_TYPES, type ComponentType, RULE_CHAIN_TYPES, type RuleChainType } from '@fleetdeck/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { type ApiError, badRequest } from '../http/errors.js';
import { COMPONENTS } from './service.js';

const ST = ['SYS_ADMIN', 'TENANT_ADMIN'] as const;

const ruleChainTypeQuery = { ruleChainType: { type: 'string' } } as const;

function parseComponentType(text: string): ComponentType {
  if ((COMPONENT_TYPES as readonly string[]).includes(text)) return text as ComponentType;
  throw badRequest(`No enum constant org.thingsboard.server.common.data.plugin.ComponentType.${text}`);
}

/** Absent or empty means CORE; anything else must be an exact enum name. */
function parseRuleChainType(text: string | undefined): RuleChainType {
  if (!text) return 'CORE';
  if ((RULE_CHAIN_TYPES as readonly string[]).includes(text)) return text as RuleChainType;
  throw badRequest(`No enum constant org.thingsboard.server.common.data.rule.RuleChainType.${text}`);
}

/** Spring's text for a request the route's required parameter condition does not match. */
function parameterConditionsNotMet(request: FastifyRequest, name: string): ApiError {
  const params = new URLSearchParams(request.url.split('?')[1] ?? '');
  const actual = [...new Set(params.keys())].map((key) => `${key}={${params.getAll(key).join(', ')}}`).join(', ');
  return badRequest(`Parameter conditions "${name}" not met for actual request parameters: ${actual}`);
}

/**
 * componentTypes as Spring binds it to a String[]: one value is a comma-separated list (items trimmed), several
 * values are taken as they are; every item must be a non-empty enum name.
 */
function parseComponentTypes(values: string[]): ComponentType[] {
  const items = values.length === 1 ? (values[0] as string).split(',').map((item) => item.trim()) : values;
  if (items.length === 0 || items.some((item) => item === '')) {
    throw badRequest("Parameter 'componentTypes' can't be empty!");
  }
  return items.map(parseComponentType);
}

/** The component catalogue: the rule node kinds a rule chain may use, for the rule chain editor's palette. */
export function componentRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.get<{ Querystring: { componentTypes?: string[]; ruleChainType?: string } }>(
    '/api/components',
    {
      config: { authorities: ST },
      schema: {
        querystring: {
          type: 'object',
          properties: { componentTypes: { type: 'array', items: { type: 'string' } }, ...ruleChainTypeQuery },
        },
      },
    },
    async (request) => {
      const { componentTypes, ruleChainType } = request.query;
      // The platform maps this path only for requests that carry componentTypes.
      if (componentTypes === undefined) throw parameterConditionsNotMet(request, 'componentTypes');
      return COMPONENTS.list(parseComponentTypes(componentTypes), parseRuleChainType(ruleChainType));
    },
  );

  app.get<{ Params: { componentType: string }; Querystring: { ruleChainType?: string } }>(
    '/api/components/:componentType',
    {
      config: { authorities: ST },
      schema: {
        params: {
          type: 'object',
          properties: { componentType: { type: 'string' } },
          required: ['componentType'],
        },
        querystring: { type: 'object', properties: ruleChainTypeQuery },
      },
    },
    async (request) =>
      COMPONENTS.list(
        [parseComponentType(request.params.componentType)],
        parseRuleChainType(request.query.ruleChainType),
      ),
  );

  app.get<{ Params: { clazz: string } }>(
    '/api/component/:clazz',
    {
      config: { authorities: ST },
      schema: { params: { type: 'object', properties: { clazz: { type: 'string' } }, required: ['clazz'] } },
    },
    async (request) => COMPONENTS.get(request.params.clazz),
  );
}

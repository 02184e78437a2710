import { Type } from 'typebox';
import {
  AnyJson,
  BodyObject,
  ENTITY_FIELDS,
  EntityIdBody,
  NullableBoolean,
  NullableNumber,
  NullableString,
  OptionalQuery,
  PageLinkQuery,
  pageQueryWith,
  QueryText,
  UuidParams,
} from '../http/schemas.js';

export const RuleChainIdParams = UuidParams('ruleChainId');
export const RuleNodeIdParams = UuidParams('ruleNodeId');
export const EdgeRuleChainParams = UuidParams('edgeId', 'ruleChainId');
export const EdgeIdParams = UuidParams('edgeId');

export const RuleChainsQuery = pageQueryWith('type');
export const EdgeRuleChainsQuery = PageLinkQuery;
export const UpdateRelatedQuery = OptionalQuery('updateRelated');
export const OverwriteQuery = OptionalQuery('overwrite');
export const ExportQuery = Type.Object({ limit: QueryText('int', 'Size of the pages the chains are read in') });

export const RuleChainBody = BodyObject(
  {
    ...ENTITY_FIELDS,
    name: NullableString(),
    type: NullableString({ description: 'CORE (when absent) or EDGE' }),
    firstRuleNodeId: EntityIdBody,
    root: NullableBoolean(),
    debugMode: NullableBoolean(),
    configuration: AnyJson,
    externalId: EntityIdBody,
  },
  'A rule chain; without id it is created',
);

/** Nodes and connections are checked by the service, which words each mistake. */
export const RuleChainMetaDataBody = BodyObject(
  {
    ruleChainId: EntityIdBody,
    firstNodeIndex: NullableNumber(),
    nodes: AnyJson,
    connections: AnyJson,
    ruleChainConnections: AnyJson,
  },
  'The nodes of a rule chain and their connections by node index',
);

export const RuleChainDataBody = BodyObject(
  { ruleChains: AnyJson, metadata: AnyJson },
  'Rule chains with their metadata, as GET /api/ruleChains/export answers',
);

export const DefaultRuleChainBody = BodyObject({ name: NullableString() }, 'The name of the new chain');

import type { Api } from '@fleetdeck/client';
import type {
  DebugRuleNodeEventBody,
  EventFilter,
  EventInfo,
  NodeConnectionInfo,
  RuleChain,
  RuleChainMetaData,
  RuleNodeDraft,
} from '@fleetdeck/model';
import { expect } from 'vitest';
import { deviceHttp } from './devices.js';
import { PAGE } from './fixtures.js';
import type { TestServer } from './server.js';

/** The package every rule node type of the platform lives in. */
export const ENGINE = 'org.thingsboard.rule.engine';

/** A page of events, the oldest first, so a test reads them in the order they happened. */
export const OLDEST_FIRST = { ...PAGE, sortOrder: { property: 'createdTime', direction: 'ASC' as const } };

/** A rule node of the platform, its type named after the engine's package (`filter.TbJsFilterNode`). */
export function ruleNode(
  type: string,
  name: string,
  configuration: Record<string, unknown>,
  debugMode = false,
): RuleNodeDraft {
  return { type: `${ENGINE}.${type}`, name, debugMode, configuration };
}

/** The usual first node: lets only the given message types go on, along True. */
export function messageTypeFilter(name: string, messageTypes = ['POST_TELEMETRY_REQUEST']): RuleNodeDraft {
  return ruleNode('filter.TbMsgTypeFilterNode', name, { messageTypes });
}

/** Saves the message as the originator's telemetry, kept forever. */
export function saveTimeseriesNode(name: string): RuleNodeDraft {
  return ruleNode('telemetry.TbMsgTimeseriesNode', name, { defaultTTL: 0 });
}

/** Saves a chain of the tenant with its nodes (the first one first) and connections. */
export async function saveChain(
  admin: Api,
  name: string,
  graph: { nodes: RuleNodeDraft[]; connections: NodeConnectionInfo[] },
): Promise<{ chain: RuleChain; metadata: RuleChainMetaData }> {
  const chain = await admin.ruleChains.save({ name });
  const metadata = await admin.ruleChains.saveMetadata({ ruleChainId: chain.id, firstNodeIndex: 0, ...graph });
  return { chain, metadata };
}

/** Saves a chain as {@link saveChain} does and makes it the tenant's root chain, which every device message enters. */
export async function saveRootChain(
  admin: Api,
  name: string,
  graph: { nodes: RuleNodeDraft[]; connections: NodeConnectionInfo[] },
): Promise<{ chain: RuleChain; metadata: RuleChainMetaData }> {
  const saved = await saveChain(admin, name, graph);
  await admin.ruleChains.setRoot(saved.chain.id.id);
  return saved;
}

/** The id of the saved node of that name, as an entity id events are listed by. */
export function nodeEntity(metadata: RuleChainMetaData, name: string): { entityType: 'RULE_NODE'; id: string } {
  return { entityType: 'RULE_NODE', id: metadata.nodes.find((each) => each.name === name)?.id.id as string };
}

/** The named node's debug events that match the filter (by message type, direction, originator), the oldest first. */
export async function debugEventsOf(
  admin: Api,
  tenantId: string,
  metadata: RuleChainMetaData,
  name: string,
  filter: Omit<EventFilter, 'eventType'> = {},
): Promise<EventInfo[]> {
  const page = await admin.events.filtered(
    nodeEntity(metadata, name),
    { eventType: 'DEBUG_RULE_NODE', ...filter },
    tenantId,
    OLDEST_FIRST,
  );
  return page.data;
}

/** The bodies of the named node's debug events, as {@link debugEventsOf} lists them. */
export async function debugBodiesOf(...query: Parameters<typeof debugEventsOf>): Promise<DebugRuleNodeEventBody[]> {
  const events = await debugEventsOf(...query);
  return events.map((event) => event.body as DebugRuleNodeEventBody);
}

/** Posts telemetry as the device over HTTP; the test fails unless the server takes it. */
export async function postTelemetry(server: TestServer, token: string, body: unknown): Promise<void> {
  expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, body)).status).toBe(200);
}

/** Posts the message's data as JSON to the URL (its pattern may name metadata as `${key}`) and goes on with the answer. */
export function restCallNode(
  name: string,
  urlPattern: string,
  options: { readTimeoutMs?: number; headers?: Record<string, string> } = {},
): RuleNodeDraft {
  return ruleNode('rest.TbRestApiCallNode', name, {
    restEndpointUrlPattern: urlPattern,
    requestMethod: 'POST',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    readTimeoutMs: options.readTimeoutMs ?? 0,
    credentials: { type: 'anonymous' },
  });
}

/**
 * Makes the tenant's root chain one message type switch in debug mode, so the IN events of its only node list every
 * message that entered the chain; answers the saved metadata.
 */
export async function debugRootChain(admin: Api, name: string): Promise<RuleChainMetaData> {
  const chain = await admin.ruleChains.save({ name });
  const metadata = await admin.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [ruleNode('filter.TbMsgTypeSwitchNode', 'Types', { version: 0 }, true)],
    connections: [],
  });
  await admin.ruleChains.setRoot(chain.id.id);
  return metadata;
}

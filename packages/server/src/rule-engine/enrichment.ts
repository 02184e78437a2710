import { type EntityId, NULL_UUID } from '@fleetdeck/model';
import type { RuleEngineContext } from '../context.js';
import type { AttributeScope } from '../telemetry/kv.js';
import { valueAsJson, valueAsString } from '../telemetry/values.js';
import { booleanOf, stringListOf } from './configuration.js';
import type { TbMsg } from './message.js';
import { failure, type NodeResult, success } from './node.js';
import { processPattern } from './pattern.js';

/** The keys an attributes node reads, by the scope they come from, and how it reports what is missing. */
export interface AttributeFetch {
  client: string[];
  shared: string[];
  server: string[];
  latest: string[];
  tellFailureIfAbsent: boolean;
  latestWithTs: boolean;
}

/** Reads the configuration shared by the originator attributes and related device attributes nodes. */
export function attributeFetchOf(configuration: Record<string, unknown>): AttributeFetch {
  return {
    client: stringListOf(configuration.clientAttributeNames),
    shared: stringListOf(configuration.sharedAttributeNames),
    server: stringListOf(configuration.serverAttributeNames),
    latest: stringListOf(configuration.latestTsKeyNames),
    tellFailureIfAbsent: booleanOf(configuration.tellFailureIfAbsent, true),
    latestWithTs: booleanOf(configuration.getLatestValueWithTs, false),
  };
}

export const isMissingEntity = (id: EntityId | null | undefined): boolean => !id || id.id === NULL_UUID;

/**
 * Copies the entity's attributes into the message metadata, client ones as `cs_<key>`, shared as `shared_<key>`,
 * server as `ss_<key>`, latest telemetry under its own key (as `{"ts":…,"value":…}` when asked). Key names are
 * templates filled from the message. With tellFailureIfAbsent, a key the entity lacks sends the message to Failure
 * with the missing keys by scope, in the platform's words.
 */
export async function attributesToMetadata(
  app: RuleEngineContext,
  entityId: EntityId,
  fetch: AttributeFetch,
  msg: TbMsg,
): Promise<NodeResult> {
  const metadata = { ...msg.metadata };
  const missing: Array<[string, string[]]> = [];
  const keysOf = (names: string[]) => [...new Set(names.map((name) => processPattern(name, msg)))];
  const scopes: Array<[AttributeScope, string, string[]]> = [
    ['CLIENT_SCOPE', 'cs_', keysOf(fetch.client)],
    ['SHARED_SCOPE', 'shared_', keysOf(fetch.shared)],
    ['SERVER_SCOPE', 'ss_', keysOf(fetch.server)],
  ];
  for (const [scope, prefix, keys] of scopes) {
    if (keys.length === 0) continue;
    const found = await app.telemetry.attributes(entityId, scope, keys);
    for (const attribute of found) metadata[`${prefix}${attribute.key}`] = valueAsString(attribute.value);
    const absent = keys.filter((key) => !found.some((attribute) => attribute.key === key));
    if (absent.length > 0) missing.push([scope, absent]);
  }
  const latestKeys = keysOf(fetch.latest);
  if (latestKeys.length > 0) {
    const found = await app.telemetry.latest(entityId, latestKeys);
    for (const entry of found) {
      metadata[entry.key] = fetch.latestWithTs
        ? `{"ts":${entry.ts},"value":${valueAsJson(entry.value)}}`
        : valueAsString(entry.value);
    }
    const absent = latestKeys.filter((key) => !found.some((entry) => entry.key === key));
    if (absent.length > 0) missing.push(['LATEST_TS', absent]);
  }
  if (fetch.tellFailureIfAbsent && missing.length > 0) {
    const lines = missing.map(([scope, keys]) => `\t[${scope}]:[${keys.join(', ')}]\n`).join('');
    return failure(msg, new Error(`The following attribute/telemetry keys is not present in the DB: \n${lines}`));
  }
  return success({ ...msg, metadata });
}

/** The configured `{source key: metadata key}` mapping, both sides filled from the message. */
export function mappingOf(value: unknown, msg: TbMsg): Map<string, string> {
  const mapping = new Map<string, string>();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return mapping;
  for (const [from, to] of Object.entries(value)) {
    if (typeof to === 'string') mapping.set(processPattern(from, msg), processPattern(to, msg));
  }
  return mapping;
}

/**
 * Copies the mapped server attributes (or, with telemetry, latest values) of an entity into the metadata under their
 * target names; keys the entity lacks are skipped.
 */
export async function mappedValuesToMetadata(
  app: RuleEngineContext,
  entityId: EntityId,
  mappingConfiguration: unknown,
  telemetry: boolean,
  msg: TbMsg,
): Promise<NodeResult> {
  const mapping = mappingOf(mappingConfiguration, msg);
  const keys = [...mapping.keys()];
  const metadata = { ...msg.metadata };
  if (keys.length > 0) {
    const found = telemetry
      ? await app.telemetry.latest(entityId, keys)
      : await app.telemetry.attributes(entityId, 'SERVER_SCOPE', keys);
    for (const entry of found) {
      const target = mapping.get(entry.key);
      if (target !== undefined) metadata[target] = valueAsString(entry.value);
    }
  }
  return success({ ...msg, metadata });
}

import { booleanOf, stringListOf } from './configuration.js';
import type { TbMsg } from './message.js';

/**
 * Where the key transformations (copy, rename, delete keys) work: on the message data, which must be a JSON object
 * for them to change anything, or on the metadata.
 */
export interface KeySource {
  fromMetadata: boolean;
}

export const keySourceOf = (configuration: Record<string, unknown>): KeySource => ({
  fromMetadata: booleanOf(configuration.fromMetadata, false),
});

/**
 * The configured key patterns as whole-name regular expressions, as the platform matches them; a pattern that is no
 * valid expression matches its own text only.
 */
export function keyMatcher(configuration: Record<string, unknown>): (key: string) => boolean {
  const patterns = stringListOf(configuration.keys).map((key) => {
    try {
      return new RegExp(`^(?:${key})$`);
    } catch {
      return { test: (name: string) => name === key };
    }
  });
  return (key) => patterns.some((pattern) => pattern.test(key));
}

/** The data of the message as a JSON object, or null when it is anything else. */
export function dataObject(msg: TbMsg): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(msg.data);
  } catch {
    return null;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** A data value as metadata text: text as it is, anything else as JSON. */
export const metadataText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** What the descriptions of node kinds that the 3.4.1 catalogue does not have start with. */
export const BEYOND_3_4_1 = 'Beyond ThingsBoard 3.4.1 (this node arrived in later platform versions).';

import type { ScriptInput } from './sandbox.js';
import { type ScriptOutcome, scriptFailure, scriptValue } from './script-error.js';

/** The platform names a value of the wrong type by its Jackson node type. */
export function jsonNodeType(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return 'ARRAY';
  switch (typeof value) {
    case 'boolean':
      return 'BOOLEAN';
    case 'number':
      return 'NUMBER';
    case 'string':
      return 'STRING';
    default:
      return 'OBJECT';
  }
}

const wrongType = (value: unknown) => scriptFailure('result', `Wrong result type: ${jsonNodeType(value)}`);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A filter script must return a boolean. */
export function filterResult(value: unknown): ScriptOutcome<boolean> {
  return typeof value === 'boolean' ? scriptValue(value) : wrongType(value);
}

/** A switch script returns one relation name or an array of them; the set of names, in their first order. */
export function switchResult(value: unknown): ScriptOutcome<string[]> {
  if (typeof value === 'string') return scriptValue([value]);
  if (!Array.isArray(value)) return wrongType(value);
  const names = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string') return wrongType(item);
    names.add(item);
  }
  return scriptValue([...names]);
}

/** The log script must return a string. */
export function stringResult(value: unknown): ScriptOutcome<string> {
  return typeof value === 'string' ? scriptValue(value) : wrongType(value);
}

/** Metadata values as Jackson converts them to strings: scalars as text, null dropped, containers refused. */
function toMetadata(value: Record<string, unknown>): ScriptOutcome<Record<string, string>> {
  const metadata: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null) continue;
    if (typeof item === 'object') {
      const shape = Array.isArray(item) ? 'Array' : 'Object';
      return scriptFailure('result', `Cannot deserialize value of type \`java.lang.String\` from ${shape} value`);
    }
    metadata[key] = String(item);
  }
  return scriptValue(metadata);
}

/** JsonNode.asText() of a msgType: scalars as text, containers as empty (so the input's type is kept). */
const asText = (value: unknown) => (value === null ? 'null' : typeof value === 'object' ? '' : String(value));

/**
 * One returned object as a message: each of msg, metadata and msgType it has replaces the input's; an absent one (or
 * a null metadata, an empty msgType) keeps the input's. Anything but an object has none of them.
 */
export function unbindMessage(returned: unknown, input: ScriptInput): ScriptOutcome<ScriptInput> {
  if (!isObject(returned)) return scriptValue({ ...input, metadata: { ...input.metadata } });
  const data = 'msg' in returned ? JSON.stringify(returned.msg ?? null) : input.data;
  let metadata = { ...input.metadata };
  if (isObject(returned.metadata)) {
    const converted = toMetadata(returned.metadata);
    if (!converted.ok) return converted;
    metadata = converted.value;
  } else if (returned.metadata !== undefined && returned.metadata !== null) {
    return scriptFailure(
      'result',
      `Cannot deserialize value of type \`java.util.LinkedHashMap<java.lang.String,java.lang.String>\` from ${jsonNodeType(returned.metadata)} value`,
    );
  }
  const type = 'msgType' in returned ? asText(returned.msgType) : '';
  return scriptValue({ data, metadata, type: type === '' ? input.type : type });
}

/** A transformation script returns one {msg, metadata, msgType} object, or an array of them: one message each. */
export function updateResult(value: unknown, input: ScriptInput): ScriptOutcome<ScriptInput[]> {
  if (isObject(value)) {
    const message = unbindMessage(value, input);
    return message.ok ? scriptValue([message.value]) : message;
  }
  if (!Array.isArray(value)) return wrongType(value);
  const messages: ScriptInput[] = [];
  for (const item of value) {
    const message = unbindMessage(item, input);
    if (!message.ok) return message;
    messages.push(message.value);
  }
  return scriptValue(messages);
}

/** A generator script returns one {msg, metadata, msgType} object. */
export function generateResult(value: unknown, input: ScriptInput): ScriptOutcome<ScriptInput> {
  return isObject(value) ? unbindMessage(value, input) : wrongType(value);
}

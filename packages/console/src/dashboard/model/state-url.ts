import type { DashboardState, StateObject, StateParams } from '@fleetdeck/model';

/**
 * The platform's `state` URL parameter: base64 of the UTF-8 bytes of the JSON state stack. Encoding the bytes,
 * not the UTF-16 string, keeps non-Latin entity names intact and makes links from the platform open here.
 */
export function encodeStateStack(stack: readonly StateObject[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(stack));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The stack a `state` parameter encodes; anything unreadable reads as the root state without params. */
export function decodeStateStack(value: string): unknown {
  const binary = atob(value);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

function isParams(value: unknown): value is StateParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the `state` parameter against the dashboard's states: an unreadable value opens the root state; the first
 * element with a missing or unknown id opens the root state with its params; later unknown states are dropped.
 */
export function parseStateParam(
  value: string | null | undefined,
  states: Record<string, DashboardState>,
  rootId: string,
): StateObject[] {
  let decoded: unknown = null;
  if (value) {
    try {
      decoded = decodeStateStack(value);
    } catch {
      // a hand-edited or truncated link opens the root state, as the platform does
      decoded = null;
    }
  }
  const elements = Array.isArray(decoded) ? decoded : [];
  const stack: StateObject[] = [];
  elements.forEach((element, index) => {
    const id = typeof element?.id === 'string' ? element.id : null;
    const params = isParams(element?.params) ? element.params : {};
    if (id !== null && states[id]) stack.push({ id, params });
    else if (index === 0) stack.push({ id: rootId, params });
  });
  return stack.length > 0 ? stack : [{ id: rootId, params: {} }];
}

/**
 * The `state` parameter to write, or null to remove it. The entity controller leaves it out while the user is on
 * the root state without params; the default controller always writes it.
 */
export function stateParamFor(
  stack: readonly StateObject[],
  controllerId: 'entity' | 'default',
  rootId: string,
): string | null {
  const atRoot = stack.length === 1 && stack[0].id === rootId && Object.keys(stack[0].params).length === 0;
  if (controllerId === 'entity' && atRoot) return null;
  return encodeStateStack(stack);
}

/** A change of the shown state adds a browser history entry; a change of params only replaces the current one. */
export function historyModeFor(previous: readonly StateObject[], next: readonly StateObject[]): 'push' | 'replace' {
  return previous.at(-1)?.id === next.at(-1)?.id ? 'replace' : 'push';
}

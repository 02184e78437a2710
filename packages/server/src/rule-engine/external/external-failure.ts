import type { TbMsg } from '../message.js';
import { failure, type NodeResult } from '../node.js';

/**
 * The text an external node puts under `error` in the metadata: the error's kind, then its message, as the platform
 * writes its exception class and message, so a chain can route on it or show it.
 */
export function externalErrorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `Error: ${String(error)}`;
}

/** The message to Failure with the error in its metadata, data unchanged. */
export function externalFailure(msg: TbMsg, error: unknown): NodeResult {
  return failure({ ...msg, metadata: { ...msg.metadata, error: externalErrorText(error) } }, error);
}

/** An error with its own name, so the `error` metadata says which kind of fault it was. */
export function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

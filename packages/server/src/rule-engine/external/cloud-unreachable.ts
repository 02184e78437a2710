import type { TbMsg } from '../message.js';
import type { NodeProcessor } from '../node.js';
import { externalFailure, namedError } from './external-failure.js';

/**
 * The error of a node whose service lives only in a public cloud. This deployment reaches no cloud endpoint and
 * carries no cloud SDK, so the node keeps its settings (a chain exported from the platform imports, and its form
 * opens) and tells, message by message, why nothing was published.
 */
export function cloudUnreachableError(nodeName: string, service: string): Error {
  return namedError(
    'CloudEndpointUnreachableException',
    `The ${nodeName} node cannot publish: ${service} is a cloud service and no cloud endpoint is reachable from this deployment`,
  );
}

/** A processor that sends every message to Failure with that error in its metadata. */
export function cloudUnreachableNode(nodeName: string, service: string): NodeProcessor {
  return (msg: TbMsg) => externalFailure(msg, cloudUnreachableError(nodeName, service));
}

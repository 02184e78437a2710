import type { RefObject } from 'react';

/** What the node dialog asks of a hand-made form when the user confirms. */
export interface NodeFormHandle {
  /** the configuration in the platform's shape, or null when a field is invalid (the form then shows why) */
  configuration(): Promise<Record<string, unknown> | null>;
}

export interface NodeFormProps {
  /** the configuration the dialog opened with; the form starts from it and keeps keys it does not show */
  configuration: Record<string, unknown>;
  /** the saved node's id, for a script test that starts from its last debug input */
  ruleNodeId?: string;
  handle: RefObject<NodeFormHandle | null>;
}

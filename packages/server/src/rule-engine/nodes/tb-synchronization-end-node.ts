import { createSynchronizationNode, synchronizationDescriptor } from '../synchronization-node.js';

export const descriptor = synchronizationDescriptor(
  'synchronization end',
  'org.thingsboard.rule.engine.transaction.TbSynchronizationEndNode',
  'synchronization start',
);

export const create = createSynchronizationNode;

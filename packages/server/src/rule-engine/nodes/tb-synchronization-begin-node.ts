import { createSynchronizationNode, synchronizationDescriptor } from '../synchronization-node.js';

export const descriptor = synchronizationDescriptor(
  'synchronization start',
  'org.thingsboard.rule.engine.transaction.TbSynchronizationBeginNode',
  'synchronization end',
);

export const create = createSynchronizationNode;

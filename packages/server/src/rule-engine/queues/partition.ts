/**
 * The partition of a queue an originator's messages go to, as the platform hashes a message's originator over its
 * queue's partitions: the same originator always lands on the same partition (so its messages keep their order),
 * different ones spread over all of them. FNV-1a over the id's characters.
 */
export function partitionOf(originatorId: string, partitions: number): number {
  const count = Math.max(1, Math.trunc(partitions) || 1);
  let hash = 0x811c9dc5;
  for (let i = 0; i < originatorId.length; i++) {
    hash ^= originatorId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

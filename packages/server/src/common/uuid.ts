import { TimeUuidGenerator } from './time-uuid.js';

const ids = new TimeUuidGenerator();

/** New ids are time-based (v1) UUIDs, and createdTime is the time inside them. */
export function newId(): string {
  return ids.next();
}

const GREGORIAN_OFFSET_100NS = 122192928000000000n;

export function uuidTime(id: string): number {
  const hex = id.replace(/-/g, '');
  const timeLow = hex.slice(0, 8);
  const timeMid = hex.slice(8, 12);
  const timeHigh = hex.slice(13, 16);
  const ticks = BigInt(`0x${timeHigh}${timeMid}${timeLow}`);
  return Number((ticks - GREGORIAN_OFFSET_100NS) / 10000n);
}

import { v1 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { TimeUuidGenerator, timeUuidText } from './time-uuid.js';
import { uuidTime } from './uuid.js';

const V1 = /^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeUuidText', () => {
  it('lays out the fields as the uuid package does', () => {
    const node = Uint8Array.from([0x01, 0x23, 0x45, 0x67, 0x89, 0xab]);
    for (const [msecs, nsecs, clockseq] of [
      [Date.UTC(2024, 0, 1), 0, 0x1234],
      [1_700_000_000_123, 9_999, 0x3fff],
      [0, 1, 0],
      [Date.UTC(2300, 5, 1), 42, 7],
    ] as const) {
      expect(timeUuidText(msecs, nsecs, clockseq, node)).toBe(v1({ msecs, nsecs, clockseq, node }));
    }
  });
});

describe('TimeUuidGenerator', () => {
  it('makes v1 ids whose time is the clock time', () => {
    const id = new TimeUuidGenerator(() => 1_700_000_000_123).next();
    expect(id).toMatch(V1);
    expect(uuidTime(id)).toBe(1_700_000_000_123);
  });

  it('never repeats an id, within one millisecond or past 10,000 of them', () => {
    const generator = new TimeUuidGenerator(() => 1_700_000_000_000);
    const ids = new Set(Array.from({ length: 25_000 }, () => generator.next()));
    expect(ids.size).toBe(25_000);
  });

  it('stays unique when the clock goes back', () => {
    let now = 1_700_000_000_500;
    const generator = new TimeUuidGenerator(() => now);
    const first = generator.next();
    now -= 500;
    generator.next();
    now += 500;
    expect(generator.next()).not.toBe(first);
  });

  it('keeps the node of a generator between milliseconds', () => {
    let now = 1_700_000_000_000;
    const generator = new TimeUuidGenerator(() => now++);
    const [a, b] = [generator.next(), generator.next()];
    expect(a.slice(19)).toBe(b.slice(19));
    expect(uuidTime(b) - uuidTime(a)).toBe(1);
  });
});

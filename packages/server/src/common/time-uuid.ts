import { randomBytes } from 'node:crypto';

/** Milliseconds between the Gregorian calendar's start (1582-10-15), where v1 time counts from, and 1970. */
const GREGORIAN_OFFSET_MS = 12_219_292_800_000;
/** Ids one millisecond can hold: its 100-ns intervals. */
const IDS_PER_MS = 10_000;

const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');

/** The time fields of a v1 UUID (time low, mid, high with the version), laid out as RFC 4122 says. */
function timeFields(msecs: number, nsecs: number): string {
  const gregorian = msecs + GREGORIAN_OFFSET_MS;
  const timeLow = ((gregorian & 0xfffffff) * IDS_PER_MS + nsecs) % 0x100000000;
  const timeHigh = ((gregorian / 0x100000000) * IDS_PER_MS) & 0xfffffff;
  const timeHiAndVersion = ((timeHigh >>> 16) & 0x0fff) | 0x1000;
  return `${hex(timeLow, 8)}-${hex(timeHigh & 0xffff, 4)}-${hex(timeHiAndVersion, 4)}`;
}

/** The clock sequence (with the RFC 4122 variant) and node fields of a v1 UUID. */
function clockAndNode(clockseq: number, node: Uint8Array): string {
  const nodeText = Array.from(node, (byte) => hex(byte, 2)).join('');
  return `${hex(((clockseq >>> 8) & 0x3f) | 0x80, 2)}${hex(clockseq & 0xff, 2)}-${nodeText}`;
}

/** The text of the v1 UUID of this millisecond, count within it, clock sequence and node. */
export function timeUuidText(msecs: number, nsecs: number, clockseq: number, node: Uint8Array): string {
  return `${timeFields(msecs, nsecs)}-${clockAndNode(clockseq, node)}`;
}

/**
 * Time-based (v1) UUIDs, drawing random bytes only when it picks a new node rather than for every id: the `uuid`
 * package's v1 takes 16 random bytes per call, which cost a few percent of MQTT ingest, where every device message
 * gets an id. Ids stay unique as there: within one millisecond a count runs up to 10,000, and when it overflows or
 * the clock goes back, a new random node and clock sequence are taken.
 */
export class TimeUuidGenerator {
  private msecs = Number.NEGATIVE_INFINITY;
  private nsecs = 0;
  private tail = '';

  constructor(private readonly clock: () => number = Date.now) {
    this.renew();
  }

  next(): string {
    const now = this.clock();
    if (now === this.msecs) {
      this.nsecs++;
      if (this.nsecs >= IDS_PER_MS) {
        this.renew();
        this.nsecs = 0;
      }
    } else {
      if (now < this.msecs) this.renew();
      this.nsecs = 0;
    }
    this.msecs = now;
    return `${timeFields(now, this.nsecs)}-${this.tail}`;
  }

  private renew(): void {
    const random = randomBytes(8);
    const node = random.subarray(2, 8);
    // The multicast bit marks a random node, one that is no network card's address.
    node[0] = (node[0] as number) | 0x01;
    this.tail = clockAndNode(random.readUInt16BE(0) & 0x3fff, node);
  }
}

import { booleanOf, stringOf } from './configuration.js';
import type { TbMsg } from './message.js';
import { processPattern } from './pattern.js';
import { toMillis } from './time-unit.js';

/** A time range [startTs, endTs] in epoch milliseconds. */
export interface Interval {
  startTs: number;
  endTs: number;
}

/** The metadata key a pattern such as `${startTs}` names: the pattern without its `$`, braces and brackets. */
const metadataKeyOf = (pattern: string) => pattern.replace(/[$[{}\]]/g, '');

/** A whole number of milliseconds, as Java's Long.parseLong reads it; null for anything else. */
function parseTs(text: string): number | null {
  return /^[-+]?\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** Both or one of the two named things, in the platform's words. */
function complaint(start: boolean, end: boolean, startKey: string, endKey: string, both: string, one: string) {
  if (start && end) return `Message metadata values: '${startKey}' and '${endKey}' ${both}`;
  return `Message metadata value: '${start ? startKey : endKey}' ${one}`;
}

/**
 * The interval an originator telemetry node reads: from now minus the start interval to now minus the end interval
 * (each in its time unit), or, with useMetadataIntervalPatterns, the timestamps the two patterns give from the
 * message. A pattern whose metadata value is missing or not a whole number throws the platform's text.
 */
export function telemetryInterval(configuration: Record<string, unknown>, msg: TbMsg, now = Date.now()): Interval {
  if (!booleanOf(configuration.useMetadataIntervalPatterns, false)) {
    return {
      startTs: now - toMillis(stringOf(configuration.startIntervalTimeUnit, 'MINUTES'), configuration.startInterval),
      endTs: now - toMillis(stringOf(configuration.endIntervalTimeUnit, 'MINUTES'), configuration.endInterval),
    };
  }
  const startPattern = stringOf(configuration.startIntervalPattern);
  const endPattern = stringOf(configuration.endIntervalPattern);
  const startKey = metadataKeyOf(startPattern);
  const endKey = metadataKeyOf(endPattern);
  const startMissing = msg.metadata[startKey] === undefined;
  const endMissing = msg.metadata[endKey] === undefined;
  if (startMissing || endMissing) {
    throw new Error(complaint(startMissing, endMissing, startKey, endKey, 'are undefined', 'is undefined'));
  }
  const startTs = parseTs(processPattern(startPattern, msg));
  const endTs = parseTs(processPattern(endPattern, msg));
  if (startTs === null || endTs === null) {
    const text = complaint(
      startTs === null,
      endTs === null,
      startKey,
      endKey,
      'have invalid format',
      'has invalid format',
    );
    throw new Error(text.replace('Message metadata value', 'Message value'));
  }
  return { startTs, endTs };
}

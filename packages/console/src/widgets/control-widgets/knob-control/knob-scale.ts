/** The knob turns through 270 degrees, from 135 degrees left of the top to 135 degrees right of it. */
export const KNOB_SWEEP = 270;
const START = -KNOB_SWEEP / 2;

/** A value as the platform's knob keeps it: inside the range and to one decimal. */
export function knobValue(value: number, min: number, max: number): number {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  return Math.round(Math.min(high, Math.max(low, value)) * 10) / 10;
}

/** Degrees clockwise from the top at which the knob's pointer shows a value. */
export function knobAngle(value: number, min: number, max: number): number {
  const ratio = max === min ? 0 : (knobValue(value, min, max) - min) / (max - min);
  return START + ratio * KNOB_SWEEP;
}

/**
 * The value under a point, given as its offset from the knob's centre (y down, as on screen). Points in the gap at
 * the bottom go to the nearer end.
 */
export function knobValueAt(dx: number, dy: number, min: number, max: number): number {
  const degrees = (Math.atan2(dx, -dy) * 180) / Math.PI;
  const angle = Math.min(-START, Math.max(START, degrees));
  return knobValue(min + ((angle - START) / KNOB_SWEEP) * (max - min), min, max);
}

/** One keyboard step: a hundredth of the range, at least a tenth as values keep one decimal. */
export function knobStep(min: number, max: number): number {
  return Math.max(0.1, Math.abs(max - min) / 100);
}

/**
 * A read reply as a value: a number, or text that is one (devices often answer JSON text). Undefined for anything
 * else, which the knob reports as unreadable.
 */
export function parseKnobReply(reply: unknown): number | undefined {
  const value = typeof reply === 'string' && reply.trim() !== '' ? Number(reply) : reply;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

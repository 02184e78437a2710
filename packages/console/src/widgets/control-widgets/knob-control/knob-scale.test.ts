import { describe, expect, it } from 'vitest';
import { knobAngle, knobStep, knobValue, knobValueAt, parseKnobReply } from './knob-scale';

describe('the knob scale', () => {
  it('keeps values inside the range, to one decimal', () => {
    expect(knobValue(150, 0, 100)).toBe(100);
    expect(knobValue(-3, 0, 100)).toBe(0);
    expect(knobValue(12.345, 0, 100)).toBe(12.3);
    expect(knobValue(5, 10, -10)).toBe(5);
  });

  it('points from -135 degrees at the minimum to 135 at the maximum', () => {
    expect(knobAngle(0, 0, 100)).toBe(-135);
    expect(knobAngle(50, 0, 100)).toBe(0);
    expect(knobAngle(100, 0, 100)).toBe(135);
    expect(knobAngle(7, 7, 7)).toBe(-135);
  });

  it('reads the value under a point around the centre, the bottom gap going to the nearer end', () => {
    expect(knobValueAt(0, -10, 0, 100)).toBe(50);
    expect(knobValueAt(10, 0, 0, 100)).toBe(83.3);
    expect(knobValueAt(-10, 0, 0, 100)).toBe(16.7);
    expect(knobValueAt(1, 10, 0, 100)).toBe(100);
    expect(knobValueAt(-1, 10, 0, 100)).toBe(0);
  });

  it('steps by a hundredth of the range, at least a tenth', () => {
    expect(knobStep(0, 100)).toBe(1);
    expect(knobStep(0, 1)).toBe(0.1);
  });

  it('reads numbers and numeric text from a reply, nothing else', () => {
    expect(parseKnobReply(42)).toBe(42);
    expect(parseKnobReply('42.5')).toBe(42.5);
    expect(parseKnobReply('hot')).toBeUndefined();
    expect(parseKnobReply('')).toBeUndefined();
    expect(parseKnobReply({ value: 1 })).toBeUndefined();
    expect(parseKnobReply(null)).toBeUndefined();
  });
});

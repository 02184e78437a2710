import { Box, useTheme } from '@mui/material';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { KNOB_SWEEP, knobAngle, knobStep, knobValue, knobValueAt } from './knob-scale';

interface KnobDialProps {
  value: number;
  min: number;
  max: number;
  /** the accessible name of the knob */
  name: string;
  disabled: boolean;
  /** the value the user settled on: at the end of a drag, or on each key press */
  onCommit(value: number): void;
}

const SIZE = 160;
const CENTRE = SIZE / 2;
const TRACK_RADIUS = 70;

/** The point at `angle` degrees clockwise from the top, `radius` from the centre. */
function polar(angle: number, radius: number) {
  const radians = (angle * Math.PI) / 180;
  return { x: CENTRE + radius * Math.sin(radians), y: CENTRE - radius * Math.cos(radians) };
}

function arc(from: number, to: number) {
  const start = polar(from, TRACK_RADIUS);
  const end = polar(to, TRACK_RADIUS);
  const large = to - from > 180 ? 1 : 0;
  return `M ${start.x} ${start.y} A ${TRACK_RADIUS} ${TRACK_RADIUS} 0 ${large} 1 ${end.x} ${end.y}`;
}

const KEY_STEPS: Record<string, (step: number) => number> = {
  ArrowUp: (step) => step,
  ArrowRight: (step) => step,
  ArrowDown: (step) => -step,
  ArrowLeft: (step) => -step,
  PageUp: (step) => step * 10,
  PageDown: (step) => -step * 10,
};

/**
 * A dial turned by dragging around it or by the arrow keys: the lit arc and the pointer show the value, which the
 * dial's centre prints. A drag shows its value as it goes and commits it when released.
 */
export function KnobDial({ value, min, max, name, disabled, onCommit }: KnobDialProps) {
  const theme = useTheme();
  const [dragged, setDragged] = useState<number | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const shown = dragged ?? value;
  const start = -KNOB_SWEEP / 2;
  const angle = knobAngle(shown, min, max);
  const pointer = polar(angle, TRACK_RADIUS - 22);

  const valueAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return shown;
    return knobValueAt(
      event.clientX - (box.left + box.width / 2),
      event.clientY - (box.top + box.height / 2),
      min,
      max,
    );
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragged(valueAt(event));
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (dragged !== null) setDragged(valueAt(event));
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (dragged === null) return;
    const next = valueAt(event);
    setDragged(null);
    onCommit(next);
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (disabled) return;
    const step = KEY_STEPS[event.key];
    const next =
      event.key === 'Home' ? min : event.key === 'End' ? max : step ? value + step(knobStep(min, max)) : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onCommit(knobValue(next, min, max));
  };

  const lit = disabled ? theme.palette.action.disabled : theme.palette.primary.main;
  return (
    <Box
      component="svg"
      ref={svg}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="slider"
      aria-label={name}
      aria-valuemin={Math.min(min, max)}
      aria-valuemax={Math.max(min, max)}
      aria-valuenow={shown}
      aria-disabled={disabled}
      tabIndex={disabled ? -1 : 0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
      sx={{
        width: '100%',
        height: '100%',
        maxWidth: SIZE * 1.5,
        minHeight: 0,
        flex: 1,
        touchAction: 'none',
        cursor: disabled ? 'default' : 'pointer',
        outline: 'none',
        '&:focus-visible circle.knob-body': { stroke: theme.palette.primary.main, strokeWidth: 2 },
      }}
    >
      <path d={arc(start, -start)} fill="none" stroke={theme.palette.divider} strokeWidth={8} strokeLinecap="round" />
      {angle > start ? (
        <path d={arc(start, angle)} fill="none" stroke={lit} strokeWidth={8} strokeLinecap="round" />
      ) : null}
      <circle
        className="knob-body"
        cx={CENTRE}
        cy={CENTRE}
        r={TRACK_RADIUS - 14}
        fill={theme.palette.background.paper}
        stroke={theme.palette.divider}
      />
      <circle cx={pointer.x} cy={pointer.y} r={5} fill={lit} />
      <text
        x={CENTRE}
        y={CENTRE}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={26}
        fill={theme.palette.text.primary}
      >
        {shown}
      </text>
    </Box>
  );
}

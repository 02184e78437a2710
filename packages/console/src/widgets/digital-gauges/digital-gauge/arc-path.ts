/** A point on a circle, angles in degrees clockwise from 3 o'clock as SVG draws them. */
function point(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [cx + radius * Math.cos(radians), cy + radius * Math.sin(radians)];
}

/** The SVG path of a ring segment from one angle to another (clockwise), between two radii. */
export function ringSegmentPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  fromDegrees: number,
  toDegrees: number,
): string {
  // a full circle cannot be one arc: stop just short of it
  const sweep = Math.min(359.99, Math.max(0, toDegrees - fromDegrees));
  const end = fromDegrees + sweep;
  const large = sweep > 180 ? 1 : 0;
  const [ox1, oy1] = point(cx, cy, outer, fromDegrees);
  const [ox2, oy2] = point(cx, cy, outer, end);
  const [ix2, iy2] = point(cx, cy, inner, end);
  const [ix1, iy1] = point(cx, cy, inner, fromDegrees);
  const f = (n: number) => n.toFixed(2);
  return [
    `M ${f(ox1)} ${f(oy1)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${f(ox2)} ${f(oy2)}`,
    `L ${f(ix2)} ${f(iy2)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${f(ix1)} ${f(iy1)}`,
    'Z',
  ].join(' ');
}

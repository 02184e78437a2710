import L from 'leaflet';
import { useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import type { RouteSettings } from './route-settings';

/** An arrow head (or a dash) pointing right, in the colour given, as SVG markup for a div icon. */
function symbolSvg(symbol: RouteSettings['decoratorSymbol'], size: number, color: string): string {
  const safe = /^[#(),.%\w\s-]+$/.test(color) ? color : '#000';
  const shape =
    symbol === 'dash'
      ? `<line x1="0" y1="${size / 2}" x2="${size}" y2="${size / 2}" stroke="${safe}" stroke-width="2"/>`
      : `<polyline points="0,0 ${size},${size / 2} 0,${size}" fill="none" stroke="${safe}" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${shape}</svg>`;
}

interface RouteArrowsProps {
  points: readonly L.LatLng[];
  settings: RouteSettings;
  color: string;
}

/**
 * The route's decorator: a symbol halfway along each leg, turned the way the route went. The angle is taken on the
 * projected map, which keeps angles at every zoom.
 */
export function RouteArrows({ points, settings, color }: RouteArrowsProps) {
  const map = useMap();
  const size = settings.decoratorSymbolSize;
  const arrows = useMemo(
    () =>
      points.slice(1).flatMap((to, index) => {
        const from = points[index];
        const start = map.project(from, 0);
        const end = map.project(to, 0);
        if (start.equals(end)) return [];
        const angle = (Math.atan2(end.y - start.y, end.x - start.x) * 180) / Math.PI;
        const middle = L.latLng((from.lat + to.lat) / 2, (from.lng + to.lng) / 2);
        const icon = L.divIcon({
          html: `<div style="transform: rotate(${angle.toFixed(1)}deg); width: ${size}px; height: ${size}px">${symbolSvg(settings.decoratorSymbol, size, color)}</div>`,
          className: 'fd-route-arrow',
          iconSize: [size, size],
          iconAnchor: [size / 2, size / 2],
        });
        return [{ key: `${index}`, middle, icon }];
      }),
    [points, map, size, settings.decoratorSymbol, color],
  );
  return arrows.map(({ key, middle, icon }) => (
    <Marker key={key} position={middle} icon={icon} interactive={false} keyboard={false} />
  ));
}

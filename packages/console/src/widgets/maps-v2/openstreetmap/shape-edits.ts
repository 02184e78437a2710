import L from 'leaflet';
import { circleValue, type Point, type Positions } from './shapes';

const point = (latLng: L.LatLng): Point => [latLng.lat, latLng.lng];

function positions(latLngs: L.LatLng | L.LatLng[] | L.LatLng[][] | L.LatLng[][][]): Positions {
  if (!Array.isArray(latLngs)) return [point(latLngs)];
  if (latLngs.length > 0 && !Array.isArray(latLngs[0])) return (latLngs as L.LatLng[]).map(point);
  return (latLngs as Array<L.LatLng[] | L.LatLng[][]>).map((part) => positions(part)) as Positions;
}

/**
 * The value a drawn or edited layer saves to its entity's key: a circle as `{latitude, longitude, radius}` text, a
 * rectangle as its two opposite corners, a polygon as its rings (one ring alone as `[[lat, lng], …]`).
 */
export function layerShapeValue(layer: L.Layer): { kind: 'polygon' | 'circle'; value: unknown } | null {
  if (layer instanceof L.Circle) {
    const center = layer.getLatLng();
    return {
      kind: 'circle',
      value: circleValue({ latitude: center.lat, longitude: center.lng, radius: layer.getRadius() }),
    };
  }
  if (layer instanceof L.Rectangle) {
    const bounds = layer.getBounds();
    return { kind: 'polygon', value: [point(bounds.getNorthWest()), point(bounds.getSouthEast())] };
  }
  if (layer instanceof L.Polygon) {
    const rings = positions(layer.getLatLngs() as L.LatLng[][]);
    // Leaflet keeps a simple polygon as one ring inside a list; the platform saves that ring alone.
    return { kind: 'polygon', value: rings.length === 1 && Array.isArray(rings[0]?.[0]) ? rings[0] : rings };
  }
  return null;
}

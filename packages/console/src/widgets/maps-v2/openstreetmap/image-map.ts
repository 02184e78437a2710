import L from 'leaflet';

/** An image map's image spans this many map units across; its height follows the image's aspect. */
export const IMAGE_MAP_WIDTH = 1000;

export interface ImageSize {
  width: number;
  height: number;
}

/** The image's size in map units, for an image of the given natural size (square until it has loaded). */
export function imageMapSize(natural: ImageSize | null): ImageSize {
  const aspect = natural && natural.width > 0 && natural.height > 0 ? natural.height / natural.width : 1;
  return { width: IMAGE_MAP_WIDTH, height: IMAGE_MAP_WIDTH * aspect };
}

/** The image's corners on the map: its top left corner at the origin, y growing downwards as on screen. */
export function imageBounds(size: ImageSize): L.LatLngBounds {
  return L.latLngBounds([-size.height, 0], [0, size.width]);
}

/** Where a marker at x and y (fractions of the image's width and height, from its top left) stands on the map. */
export function imagePoint(x: number, y: number, size: ImageSize): L.LatLng {
  return L.latLng(-y * size.height, x * size.width);
}

/** The fractions of the image a point on the map stands at, kept on the image. */
export function imageFraction(at: L.LatLng, size: ImageSize): { x: number; y: number } {
  const clamp = (value: number) => Math.max(0, Math.min(1, value));
  return { x: clamp(at.lng / size.width), y: clamp(-at.lat / size.height) };
}

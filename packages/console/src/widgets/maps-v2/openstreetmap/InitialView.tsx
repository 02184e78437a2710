import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { centerPosition, fitZoomCap } from './map-data';
import type { MapSettings } from './settings';

const DEFAULT_ZOOM = 8;

interface InitialViewProps {
  /** what the view is set for: it is set again only when this changes (other entities, another image) */
  viewKey: string;
  /** every point of the markers and shapes, to fit the view around */
  points: readonly L.LatLng[];
  settings: MapSettings;
  /** an image map shows its whole image first */
  image: L.LatLngBounds | null;
}

/** Sets the first view once the markers are known, and again when other entities come: fitted or the default. */
export function InitialView({ viewKey, points, settings, image }: InitialViewProps) {
  const map = useMap();
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (shownFor.current === viewKey) return;
    shownFor.current = viewKey;
    if (image) {
      map.fitBounds(image, { animate: false });
      return;
    }
    const center = centerPosition(settings.defaultCenterPosition);
    const zoom = settings.defaultZoomLevel ?? DEFAULT_ZOOM;
    if (!settings.fitMapBounds || points.length === 0) {
      map.setView(center, zoom, { animate: false });
      return;
    }
    const bounds = L.latLngBounds([...points]);
    const cap = fitZoomCap(settings);
    const size = map.getSize();
    const spread = !bounds.getNorthEast().equals(bounds.getSouthWest());
    const fitted = size.x > 0 && size.y > 0 && spread ? map.getBoundsZoom(bounds, false, L.point(20, 20)) : cap;
    const fittedZoom = Math.min(Number.isFinite(fitted) ? fitted : cap, cap);
    map.setView(settings.useDefaultCenterPosition ? center : bounds.getCenter(), fittedZoom, { animate: false });
  }, [viewKey, points, settings, image, map]);
  return null;
}

export { DEFAULT_ZOOM };

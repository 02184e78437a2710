import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Leaflet measures its container once; the trip animation's timeline, which comes with the data, and a resized
 * dashboard change that size. Measured again before the view is fitted (this renders before the view), and on every
 * later resize, lines are clipped to the map actually shown.
 */
export function KeepMapSize() {
  const map = useMap();
  useEffect(() => {
    map.invalidateSize({ animate: false });
  });
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

import L from 'leaflet';
import { type MarkerLook, pinSvg } from './marker-style';
import type { MapSettings } from './settings';

const PIN_SIZE = 34;
const CACHE_LIMIT = 500;

/**
 * Icons already made, by what they look like. A marker whose icon object changes gets a new element, which would
 * end a drag under way and flicker on every live update; the same look keeps the same icon, and so its element.
 */
const made = new Map<string, L.Icon | L.DivIcon>();

/** A marker's icon: its image, or the coloured pin, anchored and with its popup placed as the settings say. */
export function markerIcon(look: MarkerLook, settings: MapSettings): L.Icon | L.DivIcon {
  const key = JSON.stringify([
    look.color,
    look.image,
    settings.markerOffsetX,
    settings.markerOffsetY,
    settings.tooltipOffsetX,
    settings.tooltipOffsetY,
  ]);
  const known = made.get(key);
  if (known) return known;
  if (made.size >= CACHE_LIMIT) made.clear();
  const icon = newIcon(look, settings);
  made.set(key, icon);
  return icon;
}

function newIcon(look: MarkerLook, settings: MapSettings): L.Icon | L.DivIcon {
  const width = look.image ? look.image.size : PIN_SIZE * 0.7;
  const height = look.image ? look.image.size : PIN_SIZE;
  const anchor: [number, number] = [width * settings.markerOffsetX, height * settings.markerOffsetY];
  const popupAnchor: [number, number] = [settings.tooltipOffsetX * width, settings.tooltipOffsetY * height];
  return look.image
    ? L.icon({ iconUrl: look.image.url, iconSize: [width, height], iconAnchor: anchor, popupAnchor })
    : L.divIcon({
        html: pinSvg(look.color, PIN_SIZE),
        className: 'fd-map-pin',
        iconSize: [width, height],
        iconAnchor: anchor,
        popupAnchor,
      });
}

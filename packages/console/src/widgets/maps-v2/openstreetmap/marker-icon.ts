import L from 'leaflet';
import { type MarkerLook, pinSvg } from './marker-style';
import type { MapSettings } from './settings';

const PIN_SIZE = 34;

/** A marker's icon: its image, or the coloured pin, anchored and with its popup placed as the settings say. */
export function markerIcon(look: MarkerLook, settings: MapSettings): L.Icon | L.DivIcon {
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

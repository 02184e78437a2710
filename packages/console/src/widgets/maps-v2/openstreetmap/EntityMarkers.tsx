import type L from 'leaflet';
import { Marker, Popup, Tooltip } from 'react-leaflet';
import { MapPopupContent } from './MapPopupContent';
import type { MapEntity } from './map-data';
import type { MarkerLook } from './marker-style';
import type { MapSettings } from './settings';

export interface PlacedMarker {
  entry: MapEntity;
  look: MarkerLook;
  icon: L.Icon | L.DivIcon;
  /** where it stands on the map: its position, or its place on an image map's image */
  at: L.LatLng;
}

interface EntityMarkersProps {
  placed: readonly PlacedMarker[];
  settings: MapSettings;
  draggable: boolean;
  onClick(entry: MapEntity): void;
  onTooltipAction(entry: MapEntity, name: string): void;
  /** a marker was dropped; the marker goes back where it was when the returned promise rejects */
  onMoved(entry: MapEntity, to: L.LatLng): Promise<void>;
  /** the placement map's remove tool took the marker off the map */
  onRemoved(entry: MapEntity): void;
}

/** A marker per placed entity, with its label above and its tooltip on click or hover. */
export function EntityMarkers({
  placed,
  settings,
  draggable,
  onClick,
  onTooltipAction,
  onMoved,
  onRemoved,
}: EntityMarkersProps) {
  return placed.map(({ entry, look, icon, at }) => (
    <Marker
      key={`${entry.entity.id.entityType}:${entry.entity.id.id}`}
      position={at}
      icon={icon}
      title={entry.entity.name}
      draggable={draggable}
      eventHandlers={{
        click: () => onClick(entry),
        dragend: (event) => {
          const marker = event.target as L.Marker;
          onMoved(entry, marker.getLatLng()).catch(() => marker.setLatLng(at));
        },
        'pm:remove': () => onRemoved(entry),
        ...(settings.showTooltipAction === 'hover'
          ? { mouseover: (event) => (event.target as L.Marker).openPopup() }
          : {}),
      }}
    >
      {look.label ? (
        <Tooltip
          permanent
          direction="top"
          className="fd-map-label"
          offset={[0, -(icon.options.iconSize as L.PointTuple)[1] * settings.markerOffsetY]}
        >
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the label pattern's HTML, sanitised */}
          <span dangerouslySetInnerHTML={{ __html: look.label }} />
        </Tooltip>
      ) : null}
      {look.tooltip ? (
        <Popup autoClose={settings.autocloseTooltip} closeOnClick={settings.autocloseTooltip}>
          <MapPopupContent html={look.tooltip} onAction={(name) => onTooltipAction(entry, name)} />
        </Popup>
      ) : null}
    </Marker>
  ));
}
